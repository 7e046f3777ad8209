package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

/**
 * A single-sending plan for the buffered model (SPAA section 3.5, Theorem 3.8): item i leaves the
 * source at step i and follows T_{P-1}; its internal nodes go to blocks as in section 3.4 (a block
 * of r processors per node with r children, processor j of the block the r-sender of the items
 * whose node time is j mod r), so an item's senders ("active" for it) get it on time and send at
 * once. Its leaves go, step by step, to the processors that must still get it ("inactive"),
 * preferring one with no other arrival in that step, then the one with the fewest items waiting
 * in its buffer, then the lowest id after a rotation by the item. Each step a processor receives
 * its active item if one arrived, else the waiting item that arrived first (the rule
 * {@link PlanEmulation} follows). The planned cost is this simulation's last reception. It
 * visits only the steps in which a node sends (at most k per node), and counts the steps between,
 * in which the processors only empty their buffers, in one go: L cycles of latency cost nothing.
 */
public final class BufferedPlanner {
    private BufferedPlanner() {
    }

    public static KItemPlan plan(int P, long L, int k) {
        int m = P - 1;
        PostalTree tree = PostalTree.optimal(m, L);
        List<WordSearch.Spec> specs = CyclicSearch.canonicalSpecs(tree);
        int[] first = new int[tree.size()];
        int[] size = new int[tree.size()];
        int next = 1;
        for (WordSearch.Spec s : specs) {
            if (s.node() >= 0) {
                first[s.node()] = next;
                size[s.node()] = s.size();
            }
            next += s.size();
        }
        long depth = tree.depth();
        List<Transmission> sends = new ArrayList<>();
        int[][] at = new int[k][tree.size()];
        boolean[][] has = new boolean[k][P];
        for (int i = 0; i < k; i++) {
            for (int v = 0; v < tree.size(); v++) {
                if (tree.children(v) > 0) {
                    at[i][v] = first[v] + (int) Math.floorMod(i + L + tree.delay(v), (long) size[v]);
                    has[i][at[i][v]] = true;
                }
            }
        }
        List<PriorityQueue<long[]>> buffers = new ArrayList<>(); // {arrival, item}
        for (int p = 0; p < P; p++) {
            buffers.add(new PriorityQueue<>((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0])
                    : Long.compare(a[1], b[1])));
        }
        long last = 0;
        long time = L;
        int sending = 0; // the first node whose items may still be sent: delay(v) + L + k - 1 >= time
        while (true) {
            while (sending < tree.size() && tree.delay(sending) + L + k - 1 < time) {
                sending++;
            }
            // the next step in which a node sends: nodes are in order of delay
            long step = sending < tree.size() ? Math.max(time, tree.delay(sending) + L) : Long.MAX_VALUE;
            last = Math.max(last, drain(buffers, step - time, time)); // the steps before it only receive
            if (step == Long.MAX_VALUE) {
                break;
            }
            time = step;
            boolean[] busy = new boolean[P];
            boolean[] active = new boolean[P];
            for (int v = sending; v < tree.size() && tree.delay(v) <= time - L; v++) {
                long i = time - L - tree.delay(v);
                if (i >= k) {
                    continue;
                }
                int item = (int) i;
                int q = tree.children(v) > 0 ? at[item][v] : leafFor(item, has[item], busy, buffers, m);
                at[item][v] = q;
                has[item][q] = true;
                busy[q] = true;
                if (tree.children(v) > 0) {
                    active[q] = true;
                } else {
                    buffers.get(q).add(new long[] {time, item});
                }
                sends.add(new Transmission(item, v == 0 ? 0 : at[item][tree.parent(v)], q, time - L));
            }
            for (int p = 1; p < P; p++) {
                if (active[p] || !buffers.get(p).isEmpty()) {
                    last = time;
                    if (!active[p]) {
                        buffers.get(p).poll();
                    }
                }
            }
            time++;
        }
        return new KItemPlan(P, L, k, sends, last, "buffered single-sending, blocks of section 3.4");
    }

    /*
     * {@code steps} steps from {@code from} in which no node sends (Long.MAX_VALUE: all that
     * remain): each processor receives one waiting item per step, the earliest arrival first.
     * Returns the last step in which one received, 0 if none did.
     */
    private static long drain(List<PriorityQueue<long[]>> buffers, long steps, long from) {
        long last = 0;
        for (int p = 1; p < buffers.size(); p++) {
            PriorityQueue<long[]> buffer = buffers.get(p);
            long taken = Math.min(buffer.size(), steps);
            if (taken > 0) {
                last = Math.max(last, from + taken - 1);
            }
            for (long x = 0; x < taken; x++) {
                buffer.poll();
            }
        }
        return last;
    }

    private static int leafFor(int item, boolean[] has, boolean[] busy, List<PriorityQueue<long[]>> buffers, int m) {
        int best = -1;
        for (int x = 0; x < m; x++) {
            int q = 1 + (x + item) % m;
            if (has[q]) {
                continue;
            }
            if (best < 0 || Boolean.compare(busy[q], busy[best]) < 0
                    || busy[q] == busy[best] && buffers.get(q).size() < buffers.get(best).size()) {
                best = q;
            }
        }
        return best;
    }
}
