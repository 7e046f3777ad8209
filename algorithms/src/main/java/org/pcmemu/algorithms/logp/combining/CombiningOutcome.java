package org.pcmemu.algorithms.logp.combining;

import java.util.Arrays;
import org.pcmemu.models.logp.LogPRun;

/**
 * What an emulated combining broadcast measured.
 *
 * @param held  the value each processor holds at the end
 * @param done  each processor's clock when it holds its final value
 */
public record CombiningOutcome(LogPRun run, Object[] held, long[] done) {
    /** When the last processor holds the combined value. */
    public long time() {
        return Arrays.stream(done).max().orElse(0);
    }
}
