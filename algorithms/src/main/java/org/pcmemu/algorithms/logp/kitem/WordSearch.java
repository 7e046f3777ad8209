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
            return search() ? SearchOutcome.FOUND : SearchOutcome.NONE;
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

    /* The states of search(): entering group g or position (g, q); returning from either. */
    private static final int ENTER_GROUP = 0;
    private static final int ENTER_POSITION = 1;
    private static final int TRY_LETTERS = 2;
    private static final int RETURN_FROM_POSITION = 3;
    private static final int RETURN_FROM_GROUP = 4;

    /*
     * The depth-first search over the positions (g, q), group g's letter q, in order. It keeps its
     * own stack (the letter tried at each position is words[g][q]) rather than recursing once per
     * position: the positions are as many as the tree's leaves, and a search through tens of
     * thousands of them overflowed the thread's stack. Group g, entered with the letters left:
     * remembered as failed under those letters (memo) if no completion of the later groups is
     * accepted. Position (g, q): one step; at q = phases the next group; otherwise each letter l
     * still left, from the previous identical group's letter at q if the groups are tied so far,
     * whose residue in the group is unused, in increasing order, until a completion is accepted.
     */
    private boolean search() {
        int n = specs.length;
        boolean[][] used = new boolean[n][];
        boolean[][] tied = new boolean[n][];
        String[] keys = new String[n];
        int g = 0;
        int q = 0;
        int l = 0;
        boolean ok = false;
        int state = ENTER_GROUP;
        while (true) {
            switch (state) {
                case ENTER_GROUP -> {
                    if (g == n) {
                        ok = accept.test(words);
                        state = RETURN_FROM_GROUP;
                        break;
                    }
                    keys[g] = memo ? g + Arrays.toString(counts) : null;
                    if (memo && failed.contains(keys[g])) {
                        ok = false;
                        state = RETURN_FROM_GROUP;
                        break;
                    }
                    used[g] = new boolean[specs[g].size()];
                    if (specs[g].node() >= 0) {
                        used[g][0] = true;
                    }
                    tied[g] = new boolean[specs[g].phases() + 1];
                    tied[g][0] = g > 0 && specs[g].sameAs(specs[g - 1]);
                    q = 0;
                    state = ENTER_POSITION;
                }
                case ENTER_POSITION -> {
                    if (++steps > budget || --shared[0] < 0) {
                        throw new BudgetExhausted();
                    }
                    if (q == specs[g].phases()) {
                        g++;
                        state = ENTER_GROUP;
                    } else {
                        l = tied[g][q] ? words[g - 1][q] : 0;
                        state = TRY_LETTERS;
                    }
                }
                case TRY_LETTERS -> {
                    state = RETURN_FROM_POSITION; // unless a letter fits
                    ok = false;
                    for (; l < counts.length; l++) {
                        if (counts[l] == 0) {
                            continue;
                        }
                        int residue = residue(g, q, l);
                        if (used[g][residue]) {
                            continue;
                        }
                        used[g][residue] = true;
                        counts[l]--;
                        words[g][q] = l;
                        tied[g][q + 1] = tied[g][q] && l == words[g - 1][q];
                        q++;
                        state = ENTER_POSITION;
                        break;
                    }
                }
                case RETURN_FROM_POSITION -> {
                    if (q == 0) { // to group g
                        if (!ok && memo) {
                            failed.add(keys[g]);
                        }
                        state = RETURN_FROM_GROUP;
                    } else { // to position (g, q - 1), which tried the letter words[g][q - 1]
                        q--;
                        l = words[g][q];
                        counts[l]++;
                        used[g][residue(g, q, l)] = false;
                        if (!ok) {
                            l++;
                            state = TRY_LETTERS;
                        }
                    }
                }
                case RETURN_FROM_GROUP -> {
                    if (g == 0) {
                        return ok;
                    }
                    g--; // to position (g, phases), which returns what the group returned
                    q = specs[g].phases();
                    state = RETURN_FROM_POSITION;
                }
                default -> throw new IllegalStateException("state " + state);
            }
        }
    }

    /* The offset letter l gives group g's processor at phase q, modulo the group's size. */
    private int residue(int g, int q, int l) {
        Spec s = specs[g];
        return (int) Math.floorMod(q + s.firstPhase() + l + s.shift(), (long) s.size());
    }

    /* Thrown to unwind the search when its step budget is spent. */
    private static final class BudgetExhausted extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BudgetExhausted() {
            super(null, null, false, false);
        }
    }
}
