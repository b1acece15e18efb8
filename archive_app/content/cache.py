"""Data derived from content/ (the loaded library and its search index), kept on disk between runs.

Loading and indexing the content takes longer than the rest of start-up together; its result only
changes when a content file or the code that reads it changes. The cache file is keyed by a hash of
every file under content/ (names and bytes) and of that code, and holds one pickled value; a start
reads that key back from a stamp of the files' sizes and times while they stay the same. A cache
that is missing, stale, damaged or cannot be written is rebuilt or skipped: the app is then only
slower to start, never wrong. The file is written whole to a temporary name and renamed into place,
so two copies of the app starting at once never read half a file.

Large buffers the value offers (pickle protocol 5's ``PickleBuffer``: the search index's database
image) are kept out of the pickle, after it, and read back without a copy: the file is mapped into
memory and each buffer is a view of it, so the index's image is copied once (into SQLite), not twice.
"""

from __future__ import annotations

import importlib.util
import mmap
import os
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

try:  # hashlib would load OpenSSL first, which start-up need not pay for
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - Pythons without the built-in module
    from hashlib import blake2b
try:  # the C unpickler alone: the pickle module itself (needed to write only) costs ~1 ms to import
    from _pickle import loads
except ImportError:  # pragma: no cover - Pythons without the C accelerator
    from pickle import loads

FORMAT = b"changpai-archive library cache 2\n"
KEY_LENGTH = 40  # hex digits of the key, right after FORMAT
# Then: the number of sections (8 bytes, little-endian), each one's length (8 bytes each), the sections
# themselves: the pickle, then its out-of-band buffers in order.
PROTOCOL = 5  # the pickle protocol the cache is written with
T = TypeVar("T")


def fingerprint(root: Path, code: Iterable[Path | str] = (), modules: Iterable[str] = ()) -> str:
    """A hash of everything under ``root``, of the ``code`` files and of the installed ``modules``."""
    h = blake2b(digest_size=KEY_LENGTH // 2)
    h.update(f"{sys.version}\0{PROTOCOL}\0".encode())
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix().encode("utf-8", "surrogateescape")
        try:
            if path.is_dir():
                h.update(b"d\0" + rel + b"\0")
                continue
            data = path.read_bytes()
        except OSError as e:  # the loader reports it; a later readable file changes the key
            h.update(b"e\0" + rel + b"\0" + type(e).__name__.encode() + b"\0")
            continue
        h.update(b"f\0" + rel + b"\0" + str(len(data)).encode() + b"\0" + data)
    for path in map(Path, code):
        try:
            h.update(b"c\0" + path.read_bytes())
        except OSError:  # a standalone build carries compiled code only: the build itself is the version
            exe = Path(sys.executable)
            stat = exe.stat() if exe.exists() else None
            h.update(f"x\0{path.name}\0{exe}\0{stat and stat.st_mtime_ns}\0{stat and stat.st_size}\0".encode())
    for name in modules:  # an upgraded library (OpenCC's tables) may change the derived data
        spec = importlib.util.find_spec(name)
        origin = Path(spec.origin) if spec and spec.origin else None
        stat = origin.stat() if origin and origin.exists() else None
        h.update(f"m\0{name}\0{origin}\0{stat and stat.st_mtime_ns}\0{stat and stat.st_size}\0".encode())
    return h.hexdigest()


def stamp(root: Path, code: Iterable[Path | str] = (), modules: Iterable[str] = ()) -> str:
    """A cheap stand-in for :func:`fingerprint`: what the file system says of the same files (name, size,
    inode, modification and change times in ns), not their bytes. Editing, replacing or checking out a file
    changes its change time, which cannot be set back by hand: the same stamp means the same files, as
    Python's own bytecode cache trusts (on size and modification time alone)."""
    h = blake2b(digest_size=KEY_LENGTH // 2)
    h.update(f"{sys.version}\0{PROTOCOL}\0".encode())

    def add(tag: str, name: str, path: str) -> None:
        try:
            st = os.stat(path)
        except OSError as e:
            if tag == "c":  # a standalone build carries compiled code only: the build itself is the version
                add("x", name, sys.executable)
            else:
                h.update(f"{tag}\0{name}\0{type(e).__name__}\0".encode("utf-8", "surrogateescape"))
            return
        h.update(f"{tag}\0{name}\0{st.st_size}\0{st.st_ino}\0{st.st_mtime_ns}\0{st.st_ctime_ns}\0".encode(
            "utf-8", "surrogateescape"))

    for folder, dirs, files in os.walk(root):
        dirs.sort()
        rel = os.path.relpath(folder, root)
        add("d", rel, folder)  # a file added or removed changes its folder's times
        for name in sorted(files):
            add("f", os.path.join(rel, name), os.path.join(folder, name))
    for path in code:
        add("c", str(path), str(path))
    for name in modules:
        spec = importlib.util.find_spec(name)
        add("m", name, spec.origin if spec and spec.origin else "")
    return h.hexdigest()


def remembered_fingerprint(stamp_path: Path, root: Path, code: Iterable[Path | str] = (),
                           modules: Iterable[str] = ()) -> str:
    """:func:`fingerprint`, read back from ``stamp_path`` while the files' :func:`stamp` is the one it was
    computed with: a start does not read every file again. The stamp is taken first, so a file changed
    while the bytes are hashed leaves a stamp that no longer matches, never a stale key."""
    code = list(code)
    modules = list(modules)
    quick = stamp(root, code, modules)
    try:
        # bytes decoded, not read_text: a text file's codec lookup imports a module
        saved_quick, saved_key = stamp_path.read_bytes().decode("ascii").split()
        if saved_quick == quick and len(saved_key) == KEY_LENGTH:
            return saved_key
    except (OSError, ValueError, UnicodeDecodeError):  # none yet, or damaged: hash the bytes
        pass
    key = fingerprint(root, code, modules)
    _write_whole(stamp_path, f"{quick} {key}\n".encode("ascii"))
    return key


def _write_whole(path: Path, data: bytes) -> bool:
    """Write to a temporary name and rename into place; False if it cannot be written."""
    import tempfile

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, partial = tempfile.mkstemp(prefix=path.name + ".", suffix=".part", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(partial, path)
        except BaseException:
            os.unlink(partial)
            raise
        return True
    except OSError:
        return False


def read(path: Path, key: str) -> object | None:
    """The value stored under ``key``, or None (no file, another key, damaged)."""
    try:
        with open(path, "rb") as f:
            data = memoryview(mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ))
        at = len(FORMAT) + KEY_LENGTH
        if data[:len(FORMAT)] != FORMAT or data[len(FORMAT):at] != key.encode("ascii", "replace"):
            return None
        count = int.from_bytes(data[at:at + 8], "little")
        at += 8
        if not 0 < count <= (len(data) - at) // 8:
            return None
        sections = []
        start = at + 8 * count
        for i in range(count):
            end = start + int.from_bytes(data[at + 8 * i:at + 8 * i + 8], "little")
            if end > len(data):  # cut short
                return None
            sections.append(data[start:end])
            start = end
        # The buffers are views of the mapped file, which stays mapped until the last one is let go (the
        # index's image is, once SQLite has copied it); the file is only ever replaced, never rewritten.
        return loads(sections[0], buffers=sections[1:])
    except Exception:  # noqa: BLE001 - whatever is wrong with a cache, the answer is to rebuild it
        return None


def write(path: Path, key: str, value: object) -> bool:
    """Store ``value`` under ``key``; False if the cache cannot be written (nothing else happens then)."""
    import pickle
    import tempfile

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        buffers: list[pickle.PickleBuffer] = []
        data = pickle.dumps(value, protocol=PROTOCOL, buffer_callback=buffers.append)
        sections = [memoryview(data), *(b.raw() for b in buffers)]
        fd, partial = tempfile.mkstemp(prefix=path.name + ".", suffix=".part", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(FORMAT + key.encode("ascii") + len(sections).to_bytes(8, "little")
                        + b"".join(s.nbytes.to_bytes(8, "little") for s in sections))
                for section in sections:
                    f.write(section)
            os.replace(partial, path)
        except BaseException:
            os.unlink(partial)
            raise
        return True
    except (OSError, pickle.PicklingError):
        return False


def cached(path: Path | None, key: str, build: Callable[[], T]) -> tuple[T, bool]:
    """(value, whether it came from the cache): read ``path`` if it holds ``key``, else build and store."""
    if path is not None:
        value = read(path, key)
        if value is not None:
            return value, True
    value = build()
    if path is not None:
        write(path, key, value)
    return value, False
