"""The menus' building blocks: buttons, toggles, choices, text fields, lists, forms."""
