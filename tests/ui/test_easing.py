"""Easing curves, paths and the speed factor: pure functions, no screen needed."""

from __future__ import annotations

import pytest

from game.ui.table.easing import (
    EASINGS,
    KID_MODE_SPEED,
    arc_point,
    easing,
    lerp,
    speed_factor,
)


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_easing_endpoints(name: str) -> None:
    ease = EASINGS[name]
    assert ease(0.0) == pytest.approx(0.0, abs=1e-9)
    assert ease(1.0) == pytest.approx(1.0, abs=1e-9)
    assert all(isinstance(ease(t / 10), float) for t in range(11))


def test_easing_shapes() -> None:
    assert easing("ease_out_cubic") is EASINGS["ease_out_cubic"]
    assert EASINGS["ease_in_quad"](0.5) < 0.5 < EASINGS["ease_out_quad"](0.5)
    assert EASINGS["ease_in_out_cubic"](0.5) == pytest.approx(0.5)
    assert max(EASINGS["ease_out_back"](t / 100) for t in range(101)) > 1.0  # overshoots
    with pytest.raises(ValueError):
        easing("wobbly")


def test_lerp_and_arc() -> None:
    assert lerp(0.0, 10.0, 0.3) == pytest.approx(3.0)
    assert arc_point((0.0, 0.0), (100.0, 0.0), 0.0, 0.2) == (0.0, 0.0)
    assert arc_point((0.0, 0.0), (100.0, 0.0), 1.0, 0.2) == pytest.approx((100.0, 0.0))
    x, y = arc_point((0.0, 0.0), (100.0, 0.0), 0.5, 0.2)
    assert x == pytest.approx(50.0) and y == pytest.approx(20.0)  # bent sideways half-way


def test_speed_setting_and_kid_mode() -> None:
    assert speed_factor(1.0) == 1.0
    assert speed_factor(2.0) == 2.0 and speed_factor(0.5) == 0.5
    assert speed_factor(1.0, kid_mode=True) == pytest.approx(KID_MODE_SPEED)
    assert KID_MODE_SPEED < 1.0
    assert speed_factor(100.0) == 4.0
