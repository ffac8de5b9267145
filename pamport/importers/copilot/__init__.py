"""Microsoft Copilot (Privacy Dashboard CSV files): layouts, author roles, CSV reading, grouping, building."""
