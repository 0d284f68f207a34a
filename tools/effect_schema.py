"""Write the schema file's effect parts again from the effect kinds' homes.

    python -m tools.effect_schema

(game/ruleset/effect_schema.py says why the file holds them; a test fails while they differ.)
"""

from __future__ import annotations

import json
import sys

from game.ruleset.effect_schema import SCHEMA_FILE, written


def main() -> int:
    before = SCHEMA_FILE.read_text(encoding="utf-8")
    text = written(json.loads(before))
    if text != before:
        SCHEMA_FILE.write_text(text, encoding="utf-8")
    print(
        f"{SCHEMA_FILE.name}: {'written again' if text != before else 'as the homes say already'}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
