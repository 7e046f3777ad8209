package org.pcmemu.emulator.window;

import org.pcmemu.emulator.WindowRunResult;

import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Stress for the window hand-over: pairs bounce a ball, so the processors active in one window
 * are never those of the next, and the thread that ends a window is never woken by it. Every hop
 * takes exactly the lookahead, so the expected clocks follow by hand: hop j lands at j * lambda.
 */
class WindowStressTest {
    private static final int PAIRS = 40;
    private static final int HOPS = 400;
    private static final long LAMBDA = 3;

    @ParameterizedTest
    @EnumSource(ThreadMode.class)
    void bouncingBallsEndAtHopsTimesLookaheadUnderJitter(ThreadMode mode) {
        for (long seed = 1; seed <= 3; seed++) {
            RunOptions options = RunOptions.defaults().withThreadMode(mode).withJitter(seed)
                    .withTimeout(Duration.ofSeconds(60));
            WindowRunResult r = WindowEngine.run(2 * PAIRS, LAMBDA, options, p -> {
                int partner = p.id() ^ 1;
                boolean even = (p.id() & 1) == 0;
                if (even) {
                    p.post(partner, 0, LAMBDA, 1);
                }
                int receptions = even ? HOPS / 2 : (HOPS + 1) / 2;
                for (int i = 0; i < receptions; i++) {
                    WindowMessage m = p.next();
                    int hop = (Integer) m.payload();
                    assertEquals(hop * LAMBDA, p.clock());
                    if (hop < HOPS) {
                        p.post(partner, p.clock(), p.clock() + LAMBDA, hop + 1);
                    }
                }
            });
            for (int id = 0; id < 2 * PAIRS; id++) {
                long expected = (id & 1) == 0 ? HOPS * LAMBDA : (HOPS - 1) * LAMBDA;
                assertEquals(expected, r.finishTime(id), "processor " + id);
            }
            assertEquals((long) PAIRS * HOPS, r.messages());
            assertEquals(HOPS + 1, r.windows());
        }
    }
}
