"""``pamport validate``: the official schemas' rules (through the models) plus the deep checks of a bundle."""

from pamport.validation.bundle import validate_path
from pamport.validation.report import Issue, ValidationReport

__all__ = ["Issue", "ValidationReport", "validate_path"]
