"""Claude (claude.ai) data exports: conversations, Claude's memory of the user, projects and the account."""
