package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * k-item broadcast with an endgame (SPAA Theorem 3.2, Figure 2): a continuous phase sends items
 * 0..c-1 once each on a block-cyclic assignment, then the source keeps sending one message per
 * step until T - L, as if items c, c+1, ... followed, but each of these "virtual" slots carries a
 * copy of one of the last e = k - c items and its tree is cut at delay T - L - j (slot j reaches
 * at most f_{T-L-j} processors by T). The slots fill exactly the reception steps the continuous
 * phase leaves free. A plan exists for T when the slots can be split among the e items so that
 * each item's trees cover all P - 1 processors; a processor covered twice keeps its earlier copy
 * (the later message is not sent).
 *
 * <p>The search tries T from the lower bound up, each e, the canonical block layout and layouts
 * where one group takes the receive-only processor (Figure 2's last two processors alternate),
 * and many word choices, within step budgets: a plan it finds is verified by emulation, and when
 * it finds none below L + B(P-1) + k - 1 the caller falls back on the continuous plan.
 */
public final class EndgamePlanner {
    static final long WORD_BUDGET = 200_000;
    static final long SPLIT_BUDGET = 20_000;
    /* Search steps for one plan in all: the search is deterministic, so is where it stops. */
    static final long TOTAL_BUDGET = 3_000_000;

    private EndgamePlanner() {
    }

    /** The cheapest endgame plan below {@code limit}, if the search finds one. */
    public static Optional<KItemPlan> plan(int P, long L, int k, long limit) {
        int m = P - 1;
        long depth = KItemBounds.broadcastTime(m, L);
        PostalFibonacci f = KItemBounds.fibonacciUpTo(m, L);
        long[] left = {TOTAL_BUDGET};
        for (long T = KItemBounds.countingBound(P, L, k); T < limit; T++) {
            long lastSlot = T - L;
            for (int e = 1; e <= k; e++) {
                long c = k - e;
                if (c > 0 && c - 1 + L + depth > T) {
                    continue;
                }
                long slots = lastSlot - c + 1;
                // slot j reaches at most min(f_{T-L-j}, m): summed over j = c .. T - L, in closed form
                if (slots < e || f.cappedSum(lastSlot - c, m) < (long) e * m) {
                    continue;
                }
                long end = T;
                int items = e;
                Optional<KItemPlan> plan = CyclicSearch.first(P, L,
                        s -> split(s, m, c, lastSlot, end, items, left) != null, WORD_BUDGET, left)
                        .map(s -> build(s, P, L, k, c, lastSlot, end, split(s, m, c, lastSlot, end, items, left)));
                if (plan.isPresent() || left[0] <= 0) {
                    return plan;
                }
            }
        }
        return Optional.empty();
    }

    /* owner[j - c]: the endgame item (0..e-1) slot j carries, or -1 if unused; null if no split covers. */
    static int[] split(CyclicSchedule s, int m, long c, long lastSlot, long T, int e, long[] left) {
        if (left[0] <= 0) {
            return null;
        }
        int slots = (int) (lastSlot - c + 1);
        BitSet[] reached = new BitSet[slots];
        Integer[] order = new Integer[slots];
        for (int x = 0; x < slots; x++) {
            long j = c + x;
            int[] at = s.processorsOf(j);
            reached[x] = new BitSet(m + 1);
            for (int v = 0; v < at.length; v++) {
                if (s.tree().delay(v) <= lastSlot - j) {
                    reached[x].set(at[v]);
                }
            }
            order[x] = x;
        }
        Arrays.sort(order, (a, b) -> reached[b].cardinality() - reached[a].cardinality());
        int[] owner = new int[slots];
        Arrays.fill(owner, -1);
        BitSet[] covered = new BitSet[e];
        for (int i = 0; i < e; i++) {
            covered[i] = new BitSet(m + 1);
        }
        long[] budget = {SPLIT_BUDGET};
        boolean found = assign(0, order, reached, owner, covered, m, budget);
        left[0] -= SPLIT_BUDGET - Math.max(0, budget[0]) + (long) slots * s.tree().size(); // the split and its sets
        return found ? owner : null;
    }

    private static boolean assign(int x, Integer[] order, BitSet[] reached, int[] owner, BitSet[] covered, int m,
                                  long[] budget) {
        if (Arrays.stream(covered).allMatch(b -> b.cardinality() == m)) {
            return true;
        }
        if (x == order.length || --budget[0] < 0) {
            return false;
        }
        int slot = order[x];
        for (int i = 0; i <= covered.length; i++) {
            int item = i == covered.length ? -1 : i;
            if (item >= 0) {
                BitSet gain = (BitSet) reached[slot].clone();
                gain.andNot(covered[item]);
                if (gain.isEmpty()) {
                    continue;
                }
                BitSet before = (BitSet) covered[item].clone();
                covered[item].or(reached[slot]);
                owner[slot] = item;
                if (assign(x + 1, order, reached, owner, covered, m, budget)) {
                    return true;
                }
                covered[item] = before;
                owner[slot] = -1;
            } else if (assign(x + 1, order, reached, owner, covered, m, budget)) {
                return true;
            }
        }
        return false;
    }

    private static KItemPlan build(CyclicSchedule s, int P, long L, int k, long c, long lastSlot, long T, int[] owner) {
        List<Transmission> all = new ArrayList<>();
        long depth = s.tree().depth();
        for (int i = 0; i < c; i++) {
            s.emit(i, i, depth, all);
        }
        List<Transmission> endgame = new ArrayList<>();
        for (int x = 0; x < owner.length; x++) {
            if (owner[x] >= 0) {
                long j = c + x;
                s.emit((int) c + owner[x], j, T - L - j, endgame);
            }
        }
        // a processor that gets an endgame item twice keeps the earlier copy
        Map<Long, Transmission> first = new HashMap<>();
        for (Transmission t : endgame) {
            first.merge((long) t.item() * P + t.to(), t, (a, b) -> a.send() <= b.send() ? a : b);
        }
        all.addAll(first.values());
        all.sort((a, b) -> a.send() != b.send() ? Long.compare(a.send(), b.send()) : Integer.compare(a.item(), b.item()));
        return new KItemPlan(P, L, k, all, KItemPlan.lastArrival(all, L), "continuous phase of " + c
                + " items, endgame of " + (k - c) + " items in " + (lastSlot - c + 1) + " source slots: "
                + s.describe());
    }
}
