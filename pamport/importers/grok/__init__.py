"""Grok (xAI) data exports: ``prod-grok-backend.json`` and its sibling files under ``export_data/<user
uuid>/``.
"""
