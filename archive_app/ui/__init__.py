"""The Qt user interface. Qt comes only through :mod:`archive_app.qt`."""
