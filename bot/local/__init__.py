"""``uno-bot --local``: the playground. An embedded Discord-compatible server (server/),
the real bot against it, and a web page (web/) where anyone plays it in a browser."""
