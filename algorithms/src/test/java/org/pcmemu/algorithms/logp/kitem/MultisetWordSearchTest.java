package org.pcmemu.algorithms.logp.kitem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MultisetWordSearchTest {

    /*
     * The rule MultisetWordSearch rests on, against brute force: for a group of s processors, s - 1
     * letters with offsets a_1 .. a_{s-1} (mod s) have an order giving phases 1 .. s-1 distinct
     * offsets q + a, none 0, exactly when the a sum to 0 mod s. Every multiset, s = 2 .. 7.
     */
    @Test
    void lettersHaveALegalOrderExactlyWhenTheirOffsetsSumToZero() {
        for (int s = 2; s <= 7; s++) {
            int legal = 0;
            for (int[] a : multisets(s - 1, s)) {
                int sum = 0;
                for (int x : a) {
                    sum += x;
                }
                boolean some = someOrderIsLegal(a, s);
                assertEquals(sum % s == 0, some, "s = " + s + ", offsets " + java.util.Arrays.toString(a));
                legal += some ? 1 : 0;
            }
            assertTrue(legal > 0);
        }
    }

    /*
     * The search's own words: one group of s processors (a node of shift `shift`) and letters drawn
     * at random, the last one chosen so the sum rule holds; the search must find words whose phases
     * have distinct offsets, none the node's 0. s up to 60, letters of up to 10 kinds.
     */
    @Test
    void arrangesEveryLegalMultisetItIsGiven() {
        Random random = new Random(43);
        for (int trial = 0; trial < 400; trial++) {
            int s = 2 + random.nextInt(59);
            int kinds = 1 + random.nextInt(10);
            long shift = -random.nextInt(30);
            int[] counts = new int[kinds + s];
            long sum = 0;
            for (int q = 0; q < s - 2; q++) {
                int l = random.nextInt(kinds);
                counts[l]++;
                sum += l + shift;
            }
            int last = (int) Math.floorMod(-(sum + shift), (long) s); // a letter l with (sum + l + shift) = 0 mod s
            counts[last]++;
            List<WordSearch.Spec> specs = List.of(new WordSearch.Spec(0, s, shift));
            MultisetWordSearch search = new MultisetWordSearch(specs, counts, 10_000_000, new long[] {10_000_000});
            assertEquals(SearchOutcome.FOUND, search.run(), "s = " + s);
            int[] word = search.words()[0];
            boolean[] seen = new boolean[s];
            seen[0] = true;
            int[] used = new int[counts.length];
            for (int q = 0; q < s - 1; q++) {
                int o = (int) Math.floorMod(q + 1 + word[q] + shift, (long) s);
                assertTrue(!seen[o], "offset " + o + " twice, s = " + s);
                seen[o] = true;
                used[word[q]]++;
            }
            assertEquals(java.util.Arrays.toString(counts), java.util.Arrays.toString(used));
        }
    }

    private static boolean someOrderIsLegal(int[] a, int s) {
        return place(a, s, 0, new boolean[a.length], new boolean[s]);
    }

    /* Phase q + 1 takes some unused letter whose offset is new and not 0. */
    private static boolean place(int[] a, int s, int q, boolean[] taken, boolean[] offsets) {
        if (q == a.length) {
            return true;
        }
        for (int i = 0; i < a.length; i++) {
            int o = (q + 1 + a[i]) % s;
            if (!taken[i] && o != 0 && !offsets[o]) {
                taken[i] = true;
                offsets[o] = true;
                if (place(a, s, q + 1, taken, offsets)) {
                    return true;
                }
                taken[i] = false;
                offsets[o] = false;
            }
        }
        return false;
    }

    /* Every non-decreasing sequence of n values in 0 .. s-1. */
    private static List<int[]> multisets(int n, int s) {
        List<int[]> out = new ArrayList<>();
        fill(new int[n], 0, 0, s, out);
        return out;
    }

    private static void fill(int[] a, int i, int from, int s, List<int[]> out) {
        if (i == a.length) {
            out.add(a.clone());
            return;
        }
        for (int v = from; v < s; v++) {
            a[i] = v;
            fill(a, i + 1, v, s, out);
        }
    }
}
