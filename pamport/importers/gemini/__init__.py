"""Gemini (and Bard) activity from Google Takeout's My Activity.

Three frozen importers share one reading pipeline (:mod:`.reader`): ``v2023_01`` (legacy ``details`` /
``userInteractions`` records), ``v2024_06`` (prompt in the title, HTML answer; also reads legacy records mixed
into newer logs) and ``html_v2024_06`` (the ``MyActivity.html`` variant). See ``docs/importers/gemini.md``.
"""
