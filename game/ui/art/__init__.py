"""The game's own pictures and sounds: card faces, shapes, the colour palette, fonts,
kid-mode icons, avatars and synthesized sounds."""
