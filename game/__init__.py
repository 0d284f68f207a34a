"""Mau-Mau: a desktop card game over a rules engine driven by YAML rulesets."""

__version__ = "0.1.0"
