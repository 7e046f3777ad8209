package org.pcmemu.emulator.window;

import java.util.Arrays;

/**
 * For each position of the window's active list (a processor's {@link AdvancerFields#wakeAt}),
 * the destinations whose earliest arrival the processor there lowered in this window, their count
 * first; null until one lowers one. Kept by position, not by processor, so a run holds as many
 * lists as the largest window has processors, not one per sender (about 12 bytes a processor less
 * in a broadcast of 10^6). Each processor writes only its own list; the advancer grows the table
 * before it wakes anyone (published with the window: see {@link RunningCount}) and reads and
 * clears the lists once every processor has left the window.
 */
final class LoweredLists {
    private int[][] lists;
    private final int most;

    /* Room for n positions, at most `most` ever (the processors). */
    LoweredLists(int n, int most) {
        this.lists = new int[n][];
        this.most = most;
    }

    /* The processor at position lowered destination to's earliest arrival (its own thread). */
    void add(int position, int to) {
        int[][] table = lists;
        int[] list = table[position];
        if (list == null) {
            list = new int[4];
            table[position] = list;
        }
        int n = list[0] + 1;
        if (n == list.length) {
            list = Arrays.copyOf(list, n * 2);
            table[position] = list;
        }
        list[n] = to;
        list[0] = n;
    }

    /* The advancer: the destinations lowered from position (count first), or null; then empty. */
    int[] at(int position) {
        return lists[position];
    }

    /* The advancer: the list at position is read; empty it for the next window. */
    void clear(int position) {
        int[] list = lists[position];
        if (list != null) {
            list[0] = 0;
        }
    }

    /* The advancer, before it wakes a window of n: a place for each. */
    void ensure(int n) {
        if (n > lists.length) {
            lists = Arrays.copyOf(lists, Math.max(n, Math.min(most, 2 * lists.length)));
        }
    }
}
