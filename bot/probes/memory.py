"""A measuring aid for benchmarks (``UNO_MEMORY_PROBE=PATH``, off otherwise): what the
process's memory is made of, by the line that allocated it.

From ``setup_hook`` on, ``tracemalloc`` records every allocation with its stack's last
``UNO_MEMORY_FRAMES`` frames (default 1; each frame makes every allocation slower). On
SIGUSR1 the process collects its garbage and writes a snapshot to ``PATH.<n>`` (n = 1, 2,
...; written under another name, then renamed, so a reader never sees half a file), with
the process's RSS in ``PATH.<n>.rss``. ``bench/load.py --memory`` compares two such
snapshots taken with different numbers of live games.
"""

from __future__ import annotations

import asyncio
import gc
import itertools
import logging
import os
import signal
import tracemalloc
from pathlib import Path
from typing import Final

log = logging.getLogger(__name__)

FRAMES: Final = 1  # unless UNO_MEMORY_FRAMES says


def rss(pid: int | str = "self") -> int:
    """Resident memory of a process (this one by default), bytes (Linux; 0 elsewhere)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def start(path: str) -> None:
    """Trace from now on; each SIGUSR1 writes the next snapshot (event loop running)."""
    tracemalloc.start(int(os.environ.get("UNO_MEMORY_FRAMES") or FRAMES))
    numbers = itertools.count(1)

    def dump() -> None:
        n = next(numbers)
        gc.collect()
        target = f"{path}.{n}"
        tracemalloc.take_snapshot().dump(target + ".tmp")
        Path(target + ".rss").write_text(str(rss()))
        os.replace(target + ".tmp", target)
        log.info("memory probe: snapshot %s written", target)

    asyncio.get_running_loop().add_signal_handler(signal.SIGUSR1, dump)
