"""The storage layer's exceptions: callers catch StorageError and apologise."""

from __future__ import annotations


class StorageError(Exception):
    """Anything the database could not do (disk full, read-only, locked, corrupt...).

    The transaction it happened in was rolled back: nothing was half-written.
    The original exception is chained as ``__cause__`` for the log.
    """


class StaleVersionError(StorageError):
    """A live game was saved with a version older than the stored one (no going back)."""


class CommitUnknownError(StorageError):
    """The connection was lost during COMMIT: the server may have written the transaction
    or not (``Storage.commit_action`` reads back which, when it can)."""


class CorruptRecordError(StorageError):
    """A stored JSON column could not be decoded."""


class MigrationError(StorageError):
    """A migration file is malformed or failed to apply."""


class DatabaseReplacedError(StorageError):
    """The database file was removed or replaced under the running bot: writing on would
    go to a file nobody will read again, so every change is refused."""
