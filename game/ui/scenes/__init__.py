"""The screens, each found by name (see `SCENES`)."""
