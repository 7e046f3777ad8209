package org.pcmemu.algorithms.fft;

import java.util.TreeSet;

/**
 * The staggered remap's plan (LogP paper section 4.1.2's order: at every slot the P senders have
 * P different destinations), timed so that sends and receptions interleave. Every processor runs
 * the same timeline: its j-th send's message reaches its destination at send + o + L, and its own
 * j-th reception takes the message sent as every other processor's j-th, which arrives at the same
 * time. A processor's operations, each on one sequential program:
 *
 * <pre>
 *   copy       local cycles: a point of its own block (n/P^2 of them)
 *   block j    local cycles, then the send of point j (o); send starts at least g apart
 *   reception  o cycles, at or after its message's arrival; reception starts at least g apart
 * </pre>
 * For a fixed order of these operations the earliest start of each is the least time every
 * constraint allows (all of them are lower bounds that only grow when an earlier operation moves
 * later), so an order determines its time. The plan takes the order
 * <pre>
 *   k blocks, then N - k times (a reception, a block), then the last k receptions
 * </pre>
 * (the first k messages fill the pipeline, then one reception per send), and puts the copies
 * where the processor would otherwise idle: only where a whole copy fits, wherever it idles at
 * all, or all of them first. It tries k = N (all sends first) and every k within 2 of k0, the
 * blocks that start before the first message arrives at the fastest send rate,
 * k0 = ceil((2 local + o + L) / max(g, local + o)), with each way of placing the copies, and
 * keeps the earliest finish (the first tried on a tie). Each try is one pass over the operations.
 * docs/algorithms.md ("FFT") states where this order is optimal; RemapOptimumSearchTest checks it
 * against every order of the operations.
 *
 * <p>A receiver gets one message per send slot j (from the processor whose j-th destination it
 * is), and the slots' sends are at least g apart, so at most ceil(L/g) are in transit to it: the
 * plan never stalls under the enforced capacity. Immutable after construction.
 */
final class InterleavedPlan {
    /** How the copies are placed: where a whole copy fits in idle time, wherever the processor idles, or first. */
    enum Copies {
        FIT, IDLE, FIRST
    }

    /** Own steps in execution order: -1 - c for copy c, else the index j of block (and send) j. */
    final int[] steps;
    /** The start of each own step (a block starts with its local work), relative to the remap's start. */
    final long[] starts;
    /** The start of reception j. */
    final long[] receptions;
    /** The start of send j (its block's start + local). */
    final long[] sends;
    /** When the last reception (or copy) ends: the plan's exact time. */
    final long finish;
    /** k: the blocks before the first reception. */
    final int prefix;
    final Copies copies;

    private InterleavedPlan(int[] steps, long[] starts, long[] receptions, long[] sends, long finish, int prefix,
                            Copies copies) {
        this.steps = steps;
        this.starts = starts;
        this.receptions = receptions;
        this.sends = sends;
        this.finish = finish;
        this.prefix = prefix;
        this.copies = copies;
    }

    /** The earliest of the tried orders for N messages, {@code copies} local copies, {@code local} cycles each. */
    static InterleavedPlan best(int messages, int copies, long local, long L, long o, long g) {
        if (messages == 0) {
            return run(0, copies, local, L, o, g, 0, Copies.FIRST, new long[0], true, Long.MAX_VALUE);
        }
        long fastest = Math.max(g, local + o);
        long k0 = fastest == 0 ? messages : Math.ceilDiv(Math.addExact(2 * local + o, L), fastest);
        TreeSet<Long> tries = new TreeSet<>();
        for (long k = k0 - 2; k <= k0 + 2; k++) {
            tries.add(Math.max(1, Math.min(k, messages)));
        }
        tries.add((long) messages);
        long bestFinish = Long.MAX_VALUE;
        int bestK = messages;
        Copies bestCopies = Copies.FIRST;
        long[] sends = new long[messages];
        // without copies that take time, the three placements are one
        Copies[] places = copies == 0 || local == 0 ? new Copies[] {Copies.FIRST} : Copies.values();
        for (long k : tries) {
            for (Copies c : places) {
                long finish = run(messages, copies, local, L, o, g, (int) k, c, sends, false, bestFinish).finish;
                if (finish < bestFinish) {
                    bestFinish = finish;
                    bestK = (int) k;
                    bestCopies = c;
                }
            }
        }
        return run(messages, copies, local, L, o, g, bestK, bestCopies, new long[messages], true, Long.MAX_VALUE);
    }

    /** The order in words; where the copies went if {@code copiesTakeTime}. */
    String describe(boolean copiesTakeTime) {
        return prefix + " sends, then a reception and a send in turn, then the last " + prefix + " receptions, each"
                + " at the earliest the rules allow" + (!copiesTakeTime || steps.length == sends.length ? ""
                : "; the n/P^2 copies " + switch (copies) {
                    case FIT -> "where a whole one fits in idle time";
                    case IDLE -> "wherever the processor idles";
                    case FIRST -> "first";
                });
    }

    /** The largest wait of a message between its arrival and its reception. */
    long largestWait(long L, long o) {
        long worst = 0;
        for (int j = 0; j < receptions.length; j++) {
            worst = Math.max(worst, receptions[j] - (sends[j] + o + L));
        }
        return worst;
    }

    /** The spacing of the last two sends (the steady alternation's period), or 0 with fewer than two. */
    long lastPeriod() {
        return sends.length < 2 ? 0 : sends[sends.length - 1] - sends[sends.length - 2];
    }

    /*
     * One pass over the order (k, copies), the send starts into `sends`, the other times only when
     * `record`; the pass ends once the clock reaches `stop` (an earlier try's finish: this one
     * cannot beat it, and its finish is then at least stop).
     */
    private static InterleavedPlan run(int N, int a, long local, long L, long o, long g, int k, Copies place,
                                       long[] sends, boolean record, long stop) {
        int[] steps = record ? new int[N + a] : null;
        long[] starts = record ? new long[N + a] : null;
        long[] receptions = record ? new long[N] : null;
        int step = 0;
        int left = a;
        long t = 0;
        if (place == Copies.FIRST) {
            for (; left > 0; left--) {
                if (record) {
                    steps[step] = -1 - (a - left);
                    starts[step++] = t;
                }
                t = Math.addExact(t, local);
            }
        }
        long lastSend = Long.MIN_VALUE;
        long lastReception = Long.MIN_VALUE;
        int sent = 0;
        int received = 0;
        for (int op = 0; op < 2 * N && t < stop; op++) {
            boolean send = op < k ? true : op >= 2 * N - k ? false : (op - k) % 2 == 1;
            long earliest = send ? (lastSend == Long.MIN_VALUE ? 0 : lastSend + g - local)
                    : Math.max(Math.addExact(sends[received], o + L),
                            lastReception == Long.MIN_VALUE ? 0 : lastReception + g);
            while (left > 0 && local > 0 && (place == Copies.FIT ? t + local <= earliest
                    : place == Copies.IDLE && t < earliest)) {
                if (record) {
                    steps[step] = -1 - (a - left);
                    starts[step++] = t;
                }
                t += local;
                left--;
            }
            long start = Math.max(t, earliest);
            if (send) {
                if (record) {
                    steps[step] = sent;
                    starts[step++] = start;
                }
                sends[sent++] = start + local;
                lastSend = start + local;
                t = Math.addExact(lastSend, o);
            } else {
                if (record) {
                    receptions[received] = start;
                }
                received++;
                lastReception = start;
                t = Math.addExact(start, o);
            }
        }
        for (; left > 0; left--) {
            if (record) {
                steps[step] = -1 - (a - left);
                starts[step++] = t;
            }
            t = Math.addExact(t, local);
        }
        return new InterleavedPlan(steps, starts, receptions, sends, t, k, place);
    }
}
