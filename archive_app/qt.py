"""The app's single PySide6 import point.

QtCore, QtGui and QtWidgets load at once; QtSvg and QtPrintSupport (PDF export) only when first
used, which keeps start-up close to a bare PySide6 window.
"""

import sys
from importlib import import_module

from PySide6 import QtCore, QtGui, QtWidgets


def _quicker_feature_check() -> None:
    """PySide6 asks of every module imported after it whether its source says "PySide6" (its
    ``__feature__`` switches apply to such modules only), through ``inspect.getsource``: ~50 µs a
    module, some 3 ms of start-up over the app's modules. The same question, asked of a plain source
    file's bytes, costs a sixth of that; any other module goes to PySide's own check."""
    feature = sys.modules.get("PySide6.support.feature")
    own = getattr(feature, "_mod_uses_pyside", None)
    if own is None or getattr(own, "quicker", False):  # another PySide6, or done already
        return

    def uses_pyside(module) -> bool:
        spec = getattr(module, "__spec__", None)
        origin = getattr(spec, "origin", None)
        if isinstance(origin, str) and origin.endswith(".py") and type(spec.loader).__name__ == "SourceFileLoader":
            try:
                with open(origin, "rb") as f:
                    return b"PySide6" in f.read()
            except OSError:
                pass
        return own(module)

    uses_pyside.quicker = True
    feature._mod_uses_pyside = uses_pyside


_quicker_feature_check()

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
