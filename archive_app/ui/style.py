"""The app's look: warm paper tones like the cards themselves."""

STYLE = """
QMainWindow, QWidget#page { background: #f6f1e4; }
QFrame#toolbar { background: #2f3b33; border: none; }
QFrame#toolbar QLabel { color: #f3ead3; }
QFrame#toolbar QLabel#appTitle { font-weight: bold; }
QFrame#toolbar QToolButton { color: #f3ead3; background: transparent; border: none; padding: 2px 8px; }
QFrame#toolbar QToolButton:hover { background: #45564a; border-radius: 3px; }
QListWidget#nav { background: #e9dfc8; border: none; border-right: 1px solid #cbbd9a; padding: 8px 4px; }
QListWidget#nav::item { padding: 8px 10px; border-radius: 4px; color: #2b2b2b; }
QListWidget#nav::item:selected { background: #8c2f23; color: #fff8ea; }
QLabel#pageTitle { font-size: 20pt; color: #5a1f17; }
QLabel#subtitle { color: #6b5c44; }
QFrame#panel, QFrame#door { background: #fffaf0; border: 1px solid #d8cbab; border-radius: 6px; }
QFrame#door:hover { background: #fff3dc; border-color: #b9a67c; }
QPushButton { padding: 5px 12px; }
QPushButton#primary { background: #8c2f23; color: #fff8ea; border: none; border-radius: 4px; padding: 6px 14px; }
QPushButton#primary:hover { background: #a33a2c; }
QScrollArea#homeScroll { border: none; background: transparent; }
QLabel#doorText { qproperty-alignment: 'AlignTop | AlignLeft'; }
QTextBrowser { background: #fffaf0; border: 1px solid #d8cbab; border-radius: 4px; }
"""
