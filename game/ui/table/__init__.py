"""The table on screen: the scene that draws a `game.table` session's presented state, the
hand and drag-and-drop, choosers, the HUD and the animations fed by events."""
