"""Encryption at rest (PAM §21): a bundle as one age-encrypted file, and every command able to read one.

The container is a tar stream of the bundle folder (see :mod:`pamport.encryption.container`), encrypted with age
to X25519 recipients, SSH public keys or a passphrase. Plaintext lives only in memory: in a memory-backed folder
(:mod:`pamport.encryption.memory_folder`) while a command works on it, and in the pipes between the tar stream and
the age encryptor. ``pyrage`` is imported only when an encrypted bundle is written or read (``pamport[age]``).
"""
