"""The layers of :mod:`mtgfaces.rules` (docs/architecture.md, "Layers of the
package"): the game state below the actions below the abilities below the game
loop and front door, each importing only the layers below it, no modules
importing each other in a cycle, and no import hidden inside a function to
dodge one. The contracts are import-linter's, in pyproject.toml."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

import pytest
from importlinter.application.use_cases import lint_imports
from importlinter.configuration import configure

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = ROOT / "pyproject.toml"
RULES = ROOT / "src" / "mtgfaces" / "rules"

# Imports that must stay inside a function, each with its reason: none.
FUNCTION_IMPORTS_ALLOWED: dict[tuple[str, str], str] = {}


def _contracts() -> dict[str, dict[str, object]]:
    config = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))
    return {c["id"]: c for c in config["tool"]["importlinter"]["contracts"]}


@pytest.mark.parametrize("contract", ["rules-layers", "no-cycles"])
def test_rules_keeps_its_import_contract(contract: str, capsys: pytest.CaptureFixture[str]) -> None:
    configure()  # what the lint-imports command does first: its readers of configuration files
    kept = lint_imports(str(PYPROJECT), limit_to_contracts=(contract,), cache_dir=None, no_logo=True)
    assert kept, capsys.readouterr().out


def test_every_module_directly_in_rules_is_in_the_top_layer() -> None:
    """A module added to rules/ itself is in the contract, not outside it
    (where import-linter wouldn't check what it imports or what imports it)."""
    layers = _contracts()["rules-layers"]["layers"]
    assert isinstance(layers, list)
    listed = {name.strip() for layer in layers for name in str(layer).split(":")}
    present = {p.stem for p in RULES.glob("*.py") if p.stem != "__init__"}
    present |= {p.name for p in RULES.iterdir() if (p / "__init__.py").is_file()}
    assert present == listed


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _function_imports(tree: ast.AST) -> list[tuple[int, str]]:
    """The imports made inside a function body (those under ``if
    TYPE_CHECKING:`` excepted: they are for the type checker only)."""
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child):
                continue
            if in_function and isinstance(child, ast.Import | ast.ImportFrom):
                found.append((child.lineno, ast.unparse(child)))
            inside = in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
            visit(child, inside)

    visit(tree, False)
    return found


def test_no_import_is_made_inside_a_function_in_rules() -> None:
    """An import inside a function hides a dependency from the contracts (or
    dodges a cycle): every import of rules/ is at the top of its module."""
    hidden = [
        f"{path.relative_to(ROOT)}:{line}: {text}"
        for path in sorted(RULES.rglob("*.py"))
        for line, text in _function_imports(ast.parse(path.read_text(encoding="utf-8")))
        if (str(path.relative_to(RULES)), text) not in FUNCTION_IMPORTS_ALLOWED
    ]
    assert not hidden, "imports inside functions:\n" + "\n".join(hidden)


def test_an_import_inside_a_function_is_found() -> None:
    tree = ast.parse(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from a import b\n"
        "def f():\n    if TYPE_CHECKING:\n        import c\n    from d import e\n    return e\n"
        "class K:\n    def m(self):\n        import g\n"
    )
    assert _function_imports(tree) == [(7, "from d import e"), (11, "import g")]
