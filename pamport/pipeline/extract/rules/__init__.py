"""Rule-based memory extraction (the default extractor, ``pamport-rules``)."""

from pamport.pipeline.extract.rules.extractor import RULESETS, RuleExtractor, read_text

__all__ = ["RULESETS", "RuleExtractor", "read_text"]
