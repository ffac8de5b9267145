"""Import a saved answer to "list everything you remember about me" (the PAM §20 "memory prompt")."""
