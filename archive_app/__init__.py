"""长牌 Archive & Tutor: the PySide6 app."""

__version__ = "0.1.0"
