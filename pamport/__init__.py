"""pamport: AI-assistant data exports in, Portable AI Memory (PAM) v1.0 bundles out."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("pamport")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0"

__all__ = ["__version__"]
