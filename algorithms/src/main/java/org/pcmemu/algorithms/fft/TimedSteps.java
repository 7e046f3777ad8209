package org.pcmemu.algorithms.fft;

import java.util.function.Consumer;
import java.util.function.IntConsumer;
import org.pcmemu.models.logp.LogPProcessor;

/**
 * Runs one processor's part of an exchange by its plan: own steps (local work, maybe a send) at
 * planned starts, receptions at planned times, all relative to {@code base}; events in planned
 * order, a reception first on a tie. Before each event the processor idles until its planned
 * time; an event whose time has passed (a stalled send, a late message) runs at once, so a
 * congested schedule simply runs late.
 *
 * <p>No deadlock: a reception planned at r waits for messages whose sends are planned earlier
 * (r >= send + o + L, and L + o >= 1), so by induction over planned time every event happens.
 */
final class TimedSteps {
    private TimedSteps() {
    }

    /**
     * @param starts    planned start of own step k, non-decreasing
     * @param receive   planned reception times, sorted
     * @param step      runs own step k
     * @param received  takes each received point
     */
    static void run(LogPProcessor p, long base, long[] starts, long[] receive, IntConsumer step,
                    Consumer<Point> received) {
        int j = 0;
        for (int k = 0; k < starts.length; k++) {
            while (j < receive.length && receive[j] <= starts[k]) {
                p.idleUntil(base + receive[j++]);
                received.accept((Point) p.receive().payload());
            }
            p.idleUntil(base + starts[k]);
            step.accept(k);
        }
        while (j < receive.length) {
            p.idleUntil(base + receive[j++]);
            received.accept((Point) p.receive().payload());
        }
    }
}
