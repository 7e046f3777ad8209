package org.pcmemu.algorithms.logp.kitem;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * The word search against a plain recursive depth-first search written here from its
 * description (WordSearch's class comment): the same outcome, words, steps and acceptance calls,
 * on random layouts, with and without remembered failures and budgets; and a search through more
 * positions than a thread's stack held when the search recursed once per position.
 */
class WordSearchTest {

    @Test
    void randomLayoutsGiveWhatTheRecursiveSearchGives() {
        Random random = new Random(20261124);
        int found = 0;
        int budgetSpent = 0;
        for (int trial = 0; trial < 3000; trial++) {
            List<WordSearch.Spec> specs = new ArrayList<>();
            int groups = 1 + random.nextInt(5);
            int slots = 0;
            for (int g = 0; g < groups; g++) {
                boolean receiveOnly = random.nextInt(4) == 0;
                int size = 1 + random.nextInt(4);
                WordSearch.Spec s = receiveOnly ? new WordSearch.Spec(-1, size, 0)
                        : new WordSearch.Spec(random.nextInt(3), size + 1, random.nextInt(7) - 3);
                specs.add(s);
                if (random.nextBoolean()) {
                    specs.add(s); // identical neighbours take non-decreasing words
                    slots += s.phases();
                }
                slots += s.phases();
            }
            int[] counts = new int[1 + random.nextInt(4)];
            for (int i = 0; i < slots; i++) {
                counts[random.nextInt(counts.length)]++;
            }
            if (random.nextInt(10) == 0) {
                counts[0]++; // letters and slots differ: nothing to search
            }
            boolean memo = random.nextBoolean();
            long budget = random.nextInt(3) == 0 ? 1 + random.nextInt(40) : 1_000_000;
            int acceptEvery = 1 + random.nextInt(3); // accept every k-th complete assignment
            List<String> seenIterative = new ArrayList<>();
            List<String> seenRecursive = new ArrayList<>();
            WordSearch search = new WordSearch(specs, counts, every(acceptEvery, seenIterative), memo, budget);
            SearchOutcome outcome = search.run();
            Recursive reference = new Recursive(specs, counts, every(acceptEvery, seenRecursive), memo, budget);
            SearchOutcome expected = reference.run();
            assertEquals(expected, outcome, "trial " + trial);
            assertEquals(reference.steps, search.steps(), "trial " + trial);
            assertEquals(seenRecursive, seenIterative, "trial " + trial);
            if (expected == SearchOutcome.FOUND) {
                assertArrayEquals(reference.words, search.words(), "trial " + trial);
                found++;
            }
            if (expected == SearchOutcome.BUDGET) {
                budgetSpent++;
            }
        }
        assertTrue(found > 300 && budgetSpent > 100, found + " found, " + budgetSpent + " out of budget");
    }

    @Test
    void aSearchThroughAHundredThousandPositionsNeedsNoDeepStack() {
        // One receive-only group of one processor per leaf, each taking the one letter: 100,000
        // positions deep. The recursive search overflowed the main thread's stack at P = 6000 to
        // 20,000 (as many positions as the tree's leaves).
        List<WordSearch.Spec> specs = new ArrayList<>();
        for (int i = 0; i < 100_000; i++) {
            specs.add(new WordSearch.Spec(-1, 1, 0));
        }
        WordSearch search = new WordSearch(specs, new int[] {100_000}, w -> true, false, 1_000_000);
        assertEquals(SearchOutcome.FOUND, search.run());
        assertEquals(200_000, search.steps()); // each position, and each group's end
    }

    private static Predicate<int[][]> every(int k, List<String> seen) {
        int[] calls = {0};
        return words -> {
            seen.add(Arrays.deepToString(words));
            return ++calls[0] % k == 0;
        };
    }

    /* The search as one recursive call per position, from the description. */
    private static final class Recursive {
        private final WordSearch.Spec[] specs;
        private final int[] counts;
        private final int[][] words;
        private final Predicate<int[][]> accept;
        private final boolean memo;
        private final long budget;
        private final Set<String> failed = new HashSet<>();
        private long steps;

        Recursive(List<WordSearch.Spec> specs, int[] counts, Predicate<int[][]> accept, boolean memo, long budget) {
            this.specs = specs.toArray(WordSearch.Spec[]::new);
            this.counts = counts.clone();
            this.words = specs.stream().map(s -> new int[s.phases()]).toArray(int[][]::new);
            this.accept = accept;
            this.memo = memo;
            this.budget = budget;
        }

        SearchOutcome run() {
            if (Arrays.stream(specs).mapToInt(WordSearch.Spec::phases).sum() != Arrays.stream(counts).sum()) {
                return SearchOutcome.NONE;
            }
            try {
                return group(0) ? SearchOutcome.FOUND : SearchOutcome.NONE;
            } catch (IllegalStateException e) {
                return SearchOutcome.BUDGET;
            }
        }

        private boolean group(int g) {
            if (g == specs.length) {
                return accept.test(words);
            }
            String key = g + Arrays.toString(counts);
            if (memo && failed.contains(key)) {
                return false;
            }
            boolean[] used = new boolean[specs[g].size()];
            used[0] = specs[g].node() >= 0; // a node's own processor holds its item
            boolean ok = position(g, 0, used, g > 0 && specs[g].sameAs(specs[g - 1]));
            if (!ok && memo) {
                failed.add(key);
            }
            return ok;
        }

        private boolean position(int g, int q, boolean[] used, boolean tied) {
            if (++steps > budget) {
                throw new IllegalStateException("budget");
            }
            WordSearch.Spec s = specs[g];
            if (q == s.phases()) {
                return group(g + 1);
            }
            for (int l = tied ? words[g - 1][q] : 0; l < counts.length; l++) {
                int r = (int) Math.floorMod(q + s.firstPhase() + l + s.shift(), (long) s.size());
                if (counts[l] == 0 || used[r]) {
                    continue;
                }
                used[r] = true;
                counts[l]--;
                words[g][q] = l;
                boolean ok = position(g, q + 1, used, tied && l == words[g - 1][q]);
                counts[l]++;
                used[r] = false;
                if (ok) {
                    return true;
                }
            }
            return false;
        }
    }
}
