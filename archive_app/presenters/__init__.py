"""The pages' models without Qt: what a page shows and does, in plain Python the tests can drive
(the practice hand, the replay's hand and session, the table model every table view draws, the puzzle
pool and trainer, the hints and the review's differences). The views in ``archive_app/ui`` only show
them; nothing here imports Qt (tests/test_boundaries.py)."""
