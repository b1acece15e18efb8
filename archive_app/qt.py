"""The app's single PySide6 import point."""

from PySide6 import QtCore, QtGui, QtPrintSupport, QtSvg, QtWidgets

__all__ = ["QtCore", "QtGui", "QtWidgets", "QtSvg", "QtPrintSupport"]
