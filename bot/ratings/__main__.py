"""``python -m bot.ratings recompute --guild ID [--database TARGET] [--write]``: replay a
server's rated hands and check that they give exactly the stored ratings (exit 0), or say
how they differ (exit 1); with ``--write`` the replayed ratings replace the stored ones.
The database is ``--database``, else ``UNO_DATABASE`` (a .env is read), as for the bot."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from pathlib import Path

from dotenv import find_dotenv, load_dotenv

from bot.ratings.recompute import Report, recompute
from bot.storage import Storage, StorageError, describe_target, is_postgres_url

DEFAULT_DATABASE = "data/uno.sqlite3"


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bot.ratings",
                                     description="Skill ratings: replay and check.")
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("recompute", help="replay a server's rated hands")
    run.add_argument("--guild", type=int, required=True, help="the server (guild) id")
    run.add_argument("--database", help="a SQLite file or a postgresql:// URL"
                                        " (default: UNO_DATABASE, else data/uno.sqlite3)")
    run.add_argument("--write", action="store_true",
                     help="store the replayed ratings when they differ")
    return parser.parse_args(argv)


async def run(target: Path | str, guild_id: int, write: bool) -> Report:
    storage = await Storage.open(target)
    try:
        return await recompute(storage, guild_id, write=write)
    finally:
        await storage.close()


def main(argv: list[str] | None = None) -> int:
    load_dotenv(find_dotenv(usecwd=True), override=False)
    args = parse(sys.argv[1:] if argv is None else argv)
    raw = args.database or os.environ.get("UNO_DATABASE") or DEFAULT_DATABASE
    target: Path | str = raw if is_postgres_url(raw) else Path(raw)
    try:
        report = asyncio.run(run(target, args.guild, args.write))
    except StorageError as error:
        print(f"{describe_target(target)} cannot be used: {error}", file=sys.stderr)
        return 2
    print(f"guild {report.guild_id}: {report.hands} rated hands replayed,"
          f" {report.ratings} ratings")
    if report.same:
        print("the stored ratings are exactly the replayed ones")
        return 0
    for line in report.differences[:20]:
        print(line)
    if len(report.differences) > 20:
        print(f"... and {len(report.differences) - 20} more")
    if report.written:
        print("the replayed ratings are stored now")
        return 0
    if args.write:
        print("not written: a hand was rated meanwhile; run it again", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
