"""The app's single PySide6 import point.

QtCore, QtGui and QtWidgets load at once; QtSvg and QtPrintSupport (PDF export) only when first
used, which keeps start-up close to a bare PySide6 window.
"""

from importlib import import_module

from PySide6 import QtCore, QtGui, QtWidgets

__all__ = ["QtCore", "QtGui", "QtWidgets", "QtSvg", "QtPrintSupport", "pyside_dir", "pyside_version"]  # noqa: F822 - lazy


def pyside_dir() -> str:
    """Where the PySide6 package is installed (Qt's own translations sit beside it)."""
    import PySide6

    return PySide6.__file__


def pyside_version() -> str:
    """PySide6's own version number (the About dialog shows it)."""
    import PySide6

    return PySide6.__version__
_LAZY = {"QtSvg", "QtPrintSupport"}


def __getattr__(name: str):
    if name in _LAZY:
        module = import_module(f"PySide6.{name}")
        globals()[name] = module
        return module
    raise AttributeError(f"module 'archive_app.qt' has no attribute {name!r}")
