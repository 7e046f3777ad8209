package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Finds block-cyclic assignments ({@link CyclicSchedule}) for the optimal tree T_{P-1}.
 *
 * <p>The canonical layout is the paper's (SPAA section 3.2): one group of r processors per
 * internal node with r children, largest first, and one receive-only processor last. Its words
 * come from a depth-first search ({@link WordSearch}) or, for P - 1 = P(t), from the paper's
 * induction (section 3.3): T(t) is T(t-1), whose root gains a child, next to a copy of T(t-L);
 * the words of both are kept, the root's word gains one of the two receive-only letters and the
 * other becomes the new receive-only letter, whichever way keeps the root's word legal.
 *
 * <p>Variants for the k-item endgame also let a group of r processors take one extra processor
 * (the receive-only one), as Figure 2's schedule does for its last two processors.
 */
public final class CyclicSearch {
    /** Word-search steps allowed per search. */
    static final long BUDGET = 4_000_000;

    private CyclicSearch() {
    }

    /** What a search found: a schedule, none (the search was exhaustive), or none within its budget. */
    public record Found(CyclicSchedule schedule, SearchOutcome outcome, String how) {
        public Optional<CyclicSchedule> get() {
            return Optional.ofNullable(schedule);
        }
    }

    /** The canonical block-cyclic assignment for T_{P-1} with latency L. */
    public static Found canonical(int P, long L) {
        PostalTree tree = PostalTree.optimal(P - 1, L);
        long t = KItemBounds.fibonacciIndex(P, L);
        if (t > 2 * L + 4) {
            CyclicSchedule inducted = inducted(tree, L, Math.toIntExact(t)); // t < P + L: f_t = P - 1 > f_{2L}
            if (inducted != null) {
                return new Found(inducted, SearchOutcome.FOUND, "section 3.3 induction from t-1 and t-L");
            }
        }
        List<WordSearch.Spec> specs = canonicalSpecs(tree);
        WordSearch search = new WordSearch(specs, letterCounts(tree), w -> true, true, BUDGET);
        SearchOutcome outcome = search.run();
        return new Found(outcome == SearchOutcome.FOUND ? build(tree, L, specs, search.words()) : null, outcome,
                "depth-first search");
    }

    /**
     * Every assignment of the canonical layout and of each one-extra-processor variant, offered to
     * {@code accept} until it takes one (true); at most {@code budget} search steps per layout, and
     * {@code left[0]} steps in all (each step subtracts one; {@code accept} may subtract its own work).
     */
    static Optional<CyclicSchedule> first(int P, long L, Predicate<CyclicSchedule> accept, long budget, long[] left) {
        PostalTree tree = PostalTree.optimal(P - 1, L);
        List<List<WordSearch.Spec>> layouts = new ArrayList<>();
        List<WordSearch.Spec> canonical = canonicalSpecs(tree);
        layouts.add(canonical);
        List<WordSearch.Spec> internal = canonical.subList(0, canonical.size() - 1);
        for (int g = internal.size() - 1; g >= 0; g--) {
            if (g + 1 < internal.size() && internal.get(g).sameAs(internal.get(g + 1))) {
                continue; // the same layout as the last group of its kind
            }
            List<WordSearch.Spec> variant = new ArrayList<>(internal);
            WordSearch.Spec s = variant.get(g);
            variant.set(g, new WordSearch.Spec(s.node(), s.size() + 1, s.shift()));
            layouts.add(variant);
        }
        for (List<WordSearch.Spec> specs : layouts) {
            CyclicSchedule[] taken = new CyclicSchedule[1];
            WordSearch search = new WordSearch(specs, letterCounts(tree), words -> {
                CyclicSchedule c = build(tree, L, specs, words);
                if (accept.test(c)) {
                    taken[0] = c;
                    return true;
                }
                return false;
            }, false, budget, left);
            SearchOutcome outcome = search.run();
            if (outcome == SearchOutcome.FOUND) {
                return Optional.of(taken[0]);
            }
            if (left[0] <= 0) {
                break;
            }
        }
        return Optional.empty();
    }

    /* One group per internal node, r processors, largest r first (ties: node order); a receive-only one last. */
    static List<WordSearch.Spec> canonicalSpecs(PostalTree tree) {
        List<WordSearch.Spec> specs = new ArrayList<>();
        long depth = tree.depth();
        for (int v = 0; v < tree.size(); v++) {
            if (tree.children(v) > 0) {
                specs.add(new WordSearch.Spec(v, tree.children(v), tree.delay(v) - depth));
            }
        }
        specs.sort(Comparator.comparingInt(WordSearch.Spec::size).reversed().thenComparingInt(WordSearch.Spec::node));
        specs.add(new WordSearch.Spec(-1, 1, 0));
        return specs;
    }

    static int[] letterCounts(PostalTree tree) {
        int[] counts = new int[CyclicSchedule.letters(tree)];
        for (int v = 0; v < tree.size(); v++) {
            if (tree.children(v) == 0) {
                counts[(int) (tree.depth() - tree.delay(v))]++;
            }
        }
        return counts;
    }

    static CyclicSchedule build(PostalTree tree, long L, List<WordSearch.Spec> specs, int[][] words) {
        List<CyclicSchedule.Group> groups = new ArrayList<>();
        int first = 1;
        for (int g = 0; g < specs.size(); g++) {
            groups.add(new CyclicSchedule.Group(first, specs.get(g).size(), specs.get(g).node(), words[g].clone()));
            first += specs.get(g).size();
        }
        return new CyclicSchedule(tree, L, groups);
    }

    /* Section 3.3's induction, bottom up from the depth-first search's solutions of small t. */
    private static CyclicSchedule inducted(PostalTree tree, long L, int t) {
        FullTreeWords[] solved = new FullTreeWords[t + 1];
        PostalFibonacci f = KItemBounds.fibonacciUpTo(tree.size(), L); // f_u <= f_t = P - 1 for every u <= t
        // below 2L, T(u - L) is a single node whose depth is 0, not u - L: its letters would not carry over
        int base = (int) Math.max(L + 4, 2 * L);
        for (int u = 0; u <= t; u++) {
            solved[u] = u <= base || solved[u - 1] == null || solved[(int) (u - L)] == null
                    ? FullTreeWords.searched(u, L, f) : FullTreeWords.combined(solved[u - 1], solved[(int) (u - L)], L);
            if (solved[u] == null && u > base) {
                solved[u] = FullTreeWords.searched(u, L, f);
            }
        }
        return solved[t] == null ? null : solved[t].schedule(tree, L);
    }
}
