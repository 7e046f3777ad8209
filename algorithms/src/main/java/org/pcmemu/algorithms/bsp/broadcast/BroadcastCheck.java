package org.pcmemu.algorithms.bsp.broadcast;

import java.util.Arrays;
import org.pcmemu.models.bsp.BspRun;

/** The output check of a BSP broadcast: who holds what, and how many messages it took. */
final class BroadcastCheck {
    private BroadcastCheck() {
    }

    /** The n-word message broadcast in every run: word i is a distinct non-zero value. */
    static long[] message(int n) {
        long[] words = new long[n];
        for (int i = 0; i < n; i++) {
            words[i] = (i + 1L) * 0x9E3779B97F4A7C15L;
        }
        return words;
    }

    /**
     * Every processor holds the whole message (for two-phase: the reassembled pieces), the run
     * sent {@code expectedMessages} messages and left none unread.
     */
    static void verify(long[] message, long[][] held, BspRun run, long expectedMessages) {
        for (int i = 0; i < held.length; i++) {
            if (held[i] == null) {
                throw new IllegalStateException("output check failed: processor " + i + " holds no message");
            }
            if (!Arrays.equals(held[i], message)) {
                int at = Arrays.mismatch(held[i], message);
                throw new IllegalStateException("output check failed: processor " + i + " holds a different message"
                        + " (first difference at word " + at + " of " + message.length + ")");
            }
        }
        if (run.messages() != expectedMessages || run.undelivered() != 0) {
            throw new IllegalStateException("output check failed: " + run.messages() + " messages sent, "
                    + run.undelivered() + " never delivered; expected " + expectedMessages + " and 0");
        }
    }
}
