"""Tweens, flights, groups and the animator: pure timing logic, no screen needed."""

from __future__ import annotations

import pytest

from game.ui.anim import (
    EASING,
    EASINGS,
    KID_MODE_SPEED,
    Animator,
    Call,
    CardFlight,
    CardPose,
    Parallel,
    Sequence,
    Tween,
    Wait,
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
    assert EASING is EASINGS
    assert EASINGS["ease_in_quad"](0.5) < 0.5 < EASINGS["ease_out_quad"](0.5)
    assert EASINGS["ease_in_out_cubic"](0.5) == pytest.approx(0.5)
    assert max(EASINGS["ease_out_back"](t / 100) for t in range(101)) > 1.0  # overshoots


def test_lerp_numbers_and_tuples() -> None:
    assert lerp(0.0, 10.0, 0.3) == pytest.approx(3.0)
    assert lerp((0.0, 100.0), (10.0, 0.0), 0.5) == (5.0, 50.0)
    with pytest.raises(ValueError):
        lerp((0.0, 1.0), (1.0,), 0.5)
    with pytest.raises(ValueError):
        Tween(1.0, 0.0, (1.0, 2.0))


def test_tween_reaches_its_end_after_its_duration() -> None:
    done: list[str] = []
    tween = Tween(0.5, (0.0, 0.0), (100.0, 50.0), "linear", on_done=lambda: done.append("x"))
    assert tween.update(0.25) is False
    assert tween.value == pytest.approx((50.0, 25.0))
    assert tween.update(0.3) is True
    assert tween.value == (100.0, 50.0) and done == ["x"]
    assert tween.update(1.0) is True and done == ["x"]  # on_done runs once


def test_tween_delay_and_finish() -> None:
    tween = Tween(1.0, 0.0, 1.0, "linear", delay=0.5)
    tween.update(0.4)
    assert tween.value == 0.0 and not tween.done
    tween.finish()
    assert tween.done and tween.value == 1.0
    with pytest.raises(ValueError):
        Tween(-1.0, 0.0, 1.0)
    with pytest.raises(ValueError):
        Tween(1.0, 0.0, 1.0, "wobbly")


def test_on_step_sees_every_value() -> None:
    seen: list[float] = []
    tween = Tween(1.0, 0.0, 4.0, "linear", on_step=lambda v: seen.append(float(v)))  # type: ignore[arg-type]
    for _ in range(4):
        tween.update(0.25)
    assert seen == [1.0, 2.0, 3.0, 4.0]


def test_skip_finishes_everything_now() -> None:
    animator = Animator()
    done: list[str] = []
    animator.play(Tween(2.0, 0.0, 1.0, on_done=lambda: done.append("a")))
    animator.queue(Tween(1.0, 0.0, 1.0, on_done=lambda: done.append("b")))
    animator.queue(Tween(1.0, 0.0, 1.0, on_done=lambda: done.append("c")))
    assert animator.busy
    animator.skip()
    assert not animator.busy and done == ["a", "b", "c"]


def test_skip_also_finishes_what_on_done_starts() -> None:
    animator = Animator()
    done: list[str] = []
    second = Tween(1.0, 0.0, 1.0, on_done=lambda: done.append("second"))
    animator.play(Tween(1.0, 0.0, 1.0, on_done=lambda: animator.play(second)))
    animator.skip()
    assert done == ["second"] and not animator.busy


@pytest.mark.parametrize(("speed", "needed"), [(1.0, 1.0), (2.0, 0.5), (0.5, 2.0)])
def test_speed_factor_scales_durations(speed: float, needed: float) -> None:
    animator = Animator(speed=speed)
    tween = animator.play(Tween(1.0, 0.0, 1.0, "linear"))
    animator.update(needed * 0.98)
    assert not tween.done and animator.busy
    animator.update(needed * 0.03)
    assert tween.done and not animator.busy


def test_speed_setting_and_kid_mode() -> None:
    assert speed_factor(1.0) == 1.0
    assert speed_factor(2.0) == 2.0 and speed_factor(0.5) == 0.5
    assert speed_factor(1.0, kid_mode=True) == pytest.approx(KID_MODE_SPEED)
    assert KID_MODE_SPEED < 1.0
    assert speed_factor(100.0) == 4.0
    animator = Animator()
    animator.speed = 2.0
    assert animator.speed == 2.0
    with pytest.raises(ValueError):
        animator.speed = 0.0


def test_queue_runs_one_after_another() -> None:
    animator = Animator()
    first = animator.queue(Tween(1.0, 0.0, 1.0))
    second = animator.queue(Tween(1.0, 0.0, 1.0))
    animator.update(0.5)
    assert first in animator.running and second not in animator.running
    animator.update(0.6)
    assert first.done and second in animator.running
    animator.update(1.0)
    assert second.done and not animator.busy


def test_sequence_carries_leftover_time() -> None:
    order: list[str] = []
    seq = Sequence(
        Tween(0.5, 0.0, 1.0, on_done=lambda: order.append("a")),
        Call(lambda: order.append("call")),
        Tween(0.5, 0.0, 1.0, on_done=lambda: order.append("b")),
        Wait(0.25),
    )
    assert seq.update(0.6) is False and order == ["a", "call"]
    assert seq.update(0.39) is False and order == ["a", "call"]
    assert seq.update(0.02) is False and order == ["a", "call", "b"]
    assert seq.update(0.25) is True


def test_parallel_ends_with_its_longest_part() -> None:
    done: list[str] = []
    group = Parallel(Tween(0.2, 0.0, 1.0), Tween(0.6, 0.0, 1.0), on_done=lambda: done.append("p"))
    assert group.update(0.5) is False
    assert group.update(0.11) is True and done == ["p"]
    group.finish()
    assert done == ["p"]
    assert Parallel().update(0.0) and Sequence().update(0.0)


def test_card_flight_moves_turns_flips_and_draws() -> None:
    drawn: list[tuple[object, CardPose]] = []
    flight = CardFlight(
        7,
        (0, 0),
        (100, 200),
        1.0,
        start_angle=0,
        end_angle=90,
        flip=True,
        lift=30,
        easing="linear",
        start_scale=0.5,
        end_scale=1.0,
        draw_card=lambda surface, card, pose: drawn.append((card, pose)),
    )
    start = flight.pose
    assert (start.x, start.y, start.face_up, start.scale_y) == (0, 0, False, 0.5)
    flight.update(0.5)
    half = flight.pose
    assert half.x == pytest.approx(50) and half.y == pytest.approx(100 - 30)
    assert half.scale_x == pytest.approx(0.0, abs=1e-6) and half.angle == pytest.approx(45)
    flight.update(0.1)
    assert flight.pose.face_up is True
    flight.draw("screen")
    assert drawn and drawn[-1][0] == 7
    flight.update(1.0)
    end = flight.pose
    assert (end.x, end.y, end.angle, end.scale_x, end.face_up) == (100, 200, 90, 1.0, True)


def test_animator_draws_and_lists_flights() -> None:
    drawn: list[object] = []
    animator = Animator()
    flight = CardFlight("c", (0, 0), (10, 10), 0.3, draw_card=lambda s, c, p: drawn.append(c))
    animator.play(Sequence(Wait(0.1), Parallel(flight)))
    assert list(animator.flights()) == []  # still waiting
    animator.update(0.15)
    assert list(animator.flights()) == [flight]
    animator.draw("screen")
    assert drawn == ["c"]
    animator.clear()
    assert not animator.busy
