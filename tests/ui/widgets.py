"""Helpers the page tests share."""


def shown(qtbot, widget, size=(1200, 800)):
    """Show a page at a real size, as a user would see it, and wait until it is on screen."""
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    return widget
