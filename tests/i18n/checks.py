"""What the catalog tests check, as functions a test can also point at a doctored copy of
the catalogs (to show a check fails when it should)."""

from __future__ import annotations

from pathlib import Path

from fluent.syntax import FluentParser, ast, visitor

from bot.i18n.catalog import ENGLISH


class _Refs(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.selectors: set[str] = set()
        self.terms: set[str] = set()
        self.messages: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            self.selectors.add(node.selector.id.name)
        self.generic_visit(node)

    def visit_FunctionReference(self, node: ast.FunctionReference) -> None:
        if node.id.name == "NUMBER":  # a number, formatted: given as one
            self.selectors.update(a.id.name for a in node.arguments.positional
                                  if isinstance(a, ast.VariableReference))
        self.generic_visit(node)

    def visit_TermReference(self, node: ast.TermReference) -> None:
        self.terms.add(node.id.name)
        self.generic_visit(node)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.messages.add(node.id.name)


def entries(folder: Path) -> dict[str, dict[str, ast.Message | ast.Term]]:
    """language -> id -> entry (terms as "-name")."""
    out: dict[str, dict[str, ast.Message | ast.Term]] = {}
    for sub in sorted(p for p in folder.iterdir() if p.is_dir() and not p.name.startswith("_")):
        found: dict[str, ast.Message | ast.Term] = {}
        for path in sorted(sub.glob("*.ftl")):
            for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
                if isinstance(entry, ast.Message):
                    found[entry.id.name] = entry
                elif isinstance(entry, ast.Term):
                    found["-" + entry.id.name] = entry
        out[sub.name] = found
    return out


def refs(entry: ast.Message | ast.Term) -> _Refs:
    r = _Refs()
    r.visit(entry)
    return r


def placeholders(key: str, found: dict[str, ast.Message | ast.Term],
                 seen: frozenset[str] = frozenset()) -> set[str]:
    """The variables a message uses, those of the messages it refers to included (they
    are given the same values)."""
    r = refs(found[key])
    out = set(r.variables)
    for other in r.messages - seen:
        if other in found:
            out |= placeholders(other, found, seen | {key})
    return out


def problems(folder: Path) -> list[str]:
    """Every key of English in every language and no other; the same placeholders in each
    (a misspelt one is a difference); every message and term referred to exists."""
    langs = entries(folder)
    english = langs[ENGLISH]
    keys = {k for k in english if not k.startswith("-")}
    out: list[str] = []
    for lang, found in langs.items():
        mine = {k for k in found if not k.startswith("-")}
        out += [f"{lang}: missing {k}" for k in sorted(keys - mine)]
        out += [f"{lang}: {k} is not an English key" for k in sorted(mine - keys)]
        for k in sorted(keys & mine):
            theirs, ours = placeholders(k, found), placeholders(k, english)
            if theirs != ours:
                out.append(f"{lang}: {k} has placeholders {sorted(theirs)}, English "
                           f"{sorted(ours)}")
        for k, entry in found.items():
            r = refs(entry)
            out += [f"{lang}: {k} refers to an unknown term -{t}"
                    for t in sorted(r.terms) if "-" + t not in found]
            out += [f"{lang}: {k} refers to an unknown message {m}"
                    for m in sorted(r.messages) if m not in found]
    return out


def selectors(key: str, found: dict[str, ast.Message | ast.Term]) -> set[str]:
    """The variables a message needs as numbers: plural selectors and NUMBER()."""
    out: set[str] = set()
    r = refs(found[key])
    out |= r.selectors
    for other in r.messages:
        if other in found:
            out |= selectors(other, found)
    return out
