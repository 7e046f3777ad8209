package org.pcmemu.algorithms.logp.kitem;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Depth-first search for the words of a block-cyclic assignment (SPAA section 3.2, "Using a
 * computer program"): each group gets a word whose letters, with the group's node, give every
 * processor each item once (offsets distinct mod the group's size), and all words together use up
 * the tree's leaves exactly. Identical groups take their words in non-decreasing order. Failed
 * states (group, letters left) are remembered when every solution is acceptable.
 *
 * <p>Note: this class is not threadsafe.
 */
final class WordSearch {
    /**
     * One group to fill.
     *
     * @param node   the tree node, or -1 for a receive-only group
     * @param size   processors in the group
     * @param shift  d - D for a node of delay d in a tree of depth D (0 for a receive-only group)
     */
    record Spec(int node, int size, long shift) {
        int phases() {
            return node < 0 ? size : size - 1;
        }

        int firstPhase() {
            return node < 0 ? 0 : 1;
        }

        boolean sameAs(Spec o) {
            return o != null && size == o.size && shift == o.shift && (node < 0) == (o.node < 0);
        }
    }

    private final Spec[] specs;
    private final int[] counts;
    private final int[][] words;
    private final Predicate<int[][]> accept;
    private final boolean memo;
    private final Set<String> failed = new HashSet<>();
    private final long budget;
    private final long[] shared;
    private long steps;

    /**
     * @param counts  leaves of each letter (consumed by the search)
     * @param accept  called with each complete assignment; true stops the search
     * @param memo    whether the acceptance depends on the letters left only (then failures are remembered)
     * @param budget  steps this search may take
     * @param shared  steps left to a larger search this one is part of, decremented per step; the
     *                search also stops when it reaches 0 (acceptance tests may spend it too)
     */
    WordSearch(List<Spec> specs, int[] counts, Predicate<int[][]> accept, boolean memo, long budget, long[] shared) {
        this.specs = specs.toArray(Spec[]::new);
        this.counts = counts.clone();
        this.words = new int[this.specs.length][];
        for (int g = 0; g < this.specs.length; g++) {
            words[g] = new int[this.specs[g].phases()];
        }
        this.accept = accept;
        this.memo = memo;
        this.budget = budget;
        this.shared = shared;
    }

    /** A search with its own budget only. */
    WordSearch(List<Spec> specs, int[] counts, Predicate<int[][]> accept, boolean memo, long budget) {
        this(specs, counts, accept, memo, budget, new long[] {budget});
    }

    SearchOutcome run() {
        int slots = Arrays.stream(specs).mapToInt(Spec::phases).sum();
        if (slots != Arrays.stream(counts).sum()) {
            return SearchOutcome.NONE;
        }
        try {
            return group(0) ? SearchOutcome.FOUND : SearchOutcome.NONE;
        } catch (BudgetExhausted e) {
            return SearchOutcome.BUDGET;
        }
    }

    /** Search steps taken so far. */
    long steps() {
        return steps;
    }

    int[][] words() {
        return words;
    }

    private boolean group(int g) {
        if (g == specs.length) {
            return accept.test(words);
        }
        String key = memo ? g + Arrays.toString(counts) : null;
        if (memo && failed.contains(key)) {
            return false;
        }
        boolean[] used = new boolean[specs[g].size()];
        if (specs[g].node() >= 0) {
            used[0] = true;
        }
        boolean ok = position(g, 0, used, g > 0 && specs[g].sameAs(specs[g - 1]));
        if (!ok && memo) {
            failed.add(key);
        }
        return ok;
    }

    private boolean position(int g, int q, boolean[] used, boolean tied) {
        if (++steps > budget || --shared[0] < 0) {
            throw new BudgetExhausted();
        }
        Spec s = specs[g];
        if (q == s.phases()) {
            return group(g + 1);
        }
        int from = tied ? words[g - 1][q] : 0;
        for (int l = from; l < counts.length; l++) {
            if (counts[l] == 0) {
                continue;
            }
            int residue = (int) Math.floorMod(q + s.firstPhase() + l + s.shift(), (long) s.size());
            if (used[residue]) {
                continue;
            }
            used[residue] = true;
            counts[l]--;
            words[g][q] = l;
            boolean ok = position(g, q + 1, used, tied && l == words[g - 1][q]);
            counts[l]++;
            used[residue] = false;
            if (ok) {
                return true;
            }
        }
        return false;
    }

    /* Thrown to unwind the search when its step budget is spent. */
    private static final class BudgetExhausted extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BudgetExhausted() {
            super(null, null, false, false);
        }
    }
}
