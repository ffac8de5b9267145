"""ChatGPT exports (Settings → Data Controls → Export data).

``v2025_01`` reads the single ``conversations.json`` export, ``v2025_06`` the newer exports that split the
conversations over ``conversations-000.json``, ``conversations-001.json``, … Both share the per-conversation
normalisation in ``records_v2025_01`` and differ only in which members they claim and in what order they read
them.
"""
