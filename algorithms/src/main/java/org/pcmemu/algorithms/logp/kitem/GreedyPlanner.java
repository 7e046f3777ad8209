package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.PriorityQueue;

/**
 * A single-sending plan for any P, L, k, made greedily: item i leaves the source at step i (later
 * if no processor can receive it then);
 * then, item by item, the processor that can send earliest sends it to a processor that lacks it
 * and whose reception step (the arrival, L later) is still free, preferring the receiver that is
 * free to send for longest afterwards (it is the better forwarder; ties: the lowest id after a
 * rotation by the item). No processor sends or receives twice in a step, so every message is
 * received when it arrives. Used where no block-cyclic assignment is known; its cost is what the
 * construction gives, claimed as an upper bound only.
 */
public final class GreedyPlanner {
    private GreedyPlanner() {
    }

    public static KItemPlan plan(int P, long L, int k) {
        int m = P - 1;
        Steps[] receives = new Steps[P];
        Steps[] sends = new Steps[P];
        for (int p = 0; p < P; p++) {
            receives[p] = new Steps();
            sends[p] = new Steps();
        }
        List<Transmission> plan = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            BitSet lacking = new BitSet(P); // of the processors 1 .. m
            lacking.set(1, P);
            PriorityQueue<long[]> ready = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0])
                    : Long.compare(a[1], b[1]));
            long start = Math.max(i, sends[0].end());
            int root = receiver(i, start + L, lacking, receives, sends, m);
            while (root < 0) {
                start++;
                root = receiver(i, start + L, lacking, receives, sends, m);
            }
            add(plan, receives, sends, lacking, ready, i, 0, root, start, L);
            int reached = 1;
            while (reached < m) {
                long[] next = ready.poll();
                int h = (int) next[1];
                long s = sends[h].nextFree(next[0]);
                if (s != next[0]) {
                    ready.add(new long[] {s, h});
                    continue;
                }
                int q = receiver(i, s + L, lacking, receives, sends, m);
                if (q < 0) {
                    ready.add(new long[] {s + 1, h});
                    continue;
                }
                add(plan, receives, sends, lacking, ready, i, h, q, s, L);
                ready.add(new long[] {s + 1, h});
                reached++;
            }
        }
        return new KItemPlan(P, L, k, plan, KItemPlan.lastArrival(plan, L), "greedy single-sending");
    }

    private static void add(List<Transmission> plan, Steps[] receives, Steps[] sends, BitSet lacking,
                            PriorityQueue<long[]> ready, int item, int from, int to, long send, long L) {
        plan.add(new Transmission(item, from, to, send));
        sends[from].add(send);
        receives[to].add(send + L);
        lacking.clear(to);
        ready.add(new long[] {send + L, to});
    }

    /*
     * The free receiver at {@code arrival} that lacks the item and can then send longest (ties: the
     * first in the order 1 + (item mod m), ..., m, 1, ...); -1 if none. Only the processors still
     * lacking the item are looked at, and the first that never sends again ends the search: the
     * plan is made in O(k P) such searches, and scanning all m each time made P = 20,000 take 12 s.
     */
    private static int receiver(int item, long arrival, BitSet lacking, Steps[] receives, Steps[] sends, int m) {
        int best = -1;
        long bestRun = -1;
        long at = arrival;
        int first = 1 + item % m;
        for (int pass = 0; pass < 2; pass++) {
            int end = pass == 0 ? m + 1 : first;
            for (int q = lacking.nextSetBit(pass == 0 ? first : 1); q >= 0 && q < end; q = lacking.nextSetBit(q + 1)) {
                if (receives[q].contains(at)) {
                    continue;
                }
                long next = sends[q].next(at);
                long run = next < 0 ? Long.MAX_VALUE : next - at;
                if (run > bestRun) {
                    best = q;
                    bestRun = run;
                    if (run == Long.MAX_VALUE) {
                        return best; // free for good: no later receiver is preferred
                    }
                }
            }
        }
        return best;
    }

    /**
     * The steps in which one processor sends, or receives: a sorted array, not a bit per step (a
     * latency of 10^8 made every processor's bits 25 MB). Holds about k entries a processor.
     * Note: this class is not threadsafe.
     */
    static final class Steps {
        private long[] steps = new long[4];
        private int size;

        boolean contains(long step) {
            return Arrays.binarySearch(steps, 0, size, step) >= 0;
        }

        /** The least step in the set that is at least {@code from}, or -1. */
        long next(long from) {
            int i = Arrays.binarySearch(steps, 0, size, from);
            int at = i >= 0 ? i : -i - 1;
            return at < size ? steps[at] : -1;
        }

        /** The least step at least {@code from} that is not in the set. */
        long nextFree(long from) {
            int i = Arrays.binarySearch(steps, 0, size, from);
            long step = from;
            for (int at = i; at >= 0 && at < size && steps[at] == step; at++) {
                step++;
            }
            return step;
        }

        /** One past the largest step, 0 if none (BitSet.length). */
        long end() {
            return size == 0 ? 0 : steps[size - 1] + 1;
        }

        void add(long step) {
            int i = Arrays.binarySearch(steps, 0, size, step);
            if (i >= 0) {
                return;
            }
            int at = -i - 1;
            if (size == steps.length) {
                steps = Arrays.copyOf(steps, 2 * size);
            }
            System.arraycopy(steps, at, steps, at + 1, size - at);
            steps[at] = step;
            size++;
        }
    }
}
