package org.pcmemu.harness;

import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * The {@code index}-th of {@code count} disjoint slices of a sweep's points ({@code --shard I/N}),
 * the same slices on every machine: they depend only on the points, in {@link Sweep#specs()} order.
 *
 * <p>Balance: a point's expected cost is its processor count P (a run's wall time and memory grow
 * with P). The points go out heaviest first, ties in grid order, each to the shard with the least
 * weight so far, ties to the lowest index (Graham's longest-processing-time rule: no shard ends
 * more than one point's weight above the lightest). A shard runs its points in grid order.
 *
 * <pre>
 *   P = 1..8, N = 2:   8 -> 0   7 -> 1   6 -> 1   5 -> 0   4 -> 0   3 -> 1   2 -> 1   1 -> 0
 *                      shard 0: P = 1, 4, 5, 8 (18)    shard 1: P = 2, 3, 6, 7 (18)
 * </pre>
 *
 * @param index  0 to count - 1
 * @param count  the number of shards, at least 1
 */
public record Shard(int index, int count) {
    /** The whole sweep: one shard of one. */
    public static final Shard WHOLE = new Shard(0, 1);
    /** The most shards one sweep is split into. */
    public static final int MOST = 1_000_000;

    public Shard {
        if (count < 1 || count > MOST) {
            throw new InvalidParameterException("--shard " + index + "/" + count + ": N must be between 1 and " + MOST);
        }
        if (index < 0 || index >= count) {
            throw new InvalidParameterException("--shard " + index + "/" + count + ": I must be between 0 and "
                    + (count - 1) + " (the shards of N are numbered 0 to N-1)");
        }
    }

    /** {@code I/N}, two whole numbers: shard I of N. */
    public static Shard parse(String text) {
        String t = text.strip();
        if (!t.matches("[0-9]{1,9}/[0-9]{1,9}")) {
            throw new InvalidParameterException("--shard " + text + ": expected I/N, two whole numbers such as 0/4"
                    + " (shard I of N, I from 0 to N-1)");
        }
        int slash = t.indexOf('/');
        return new Shard(Integer.parseInt(t.substring(0, slash)), Integer.parseInt(t.substring(slash + 1)));
    }

    /** The points of {@code specs} (a sweep's, in grid order) that are this shard's, in grid order. */
    public List<RunSpec> select(List<RunSpec> specs) {
        if (count == 1) {
            return specs;
        }
        int[] shardOf = assign(specs, count);
        int[] mine = new int[specs.size()];
        int n = 0;
        for (int i = 0; i < shardOf.length; i++) {
            if (shardOf[i] == index) {
                mine[n++] = i;
            }
        }
        return Sweep.at(specs, Arrays.copyOf(mine, n));
    }

    /** Each point's shard, by the rule above: {@code result[i]} is the shard of {@code specs.get(i)}. */
    public static int[] assign(List<RunSpec> specs, int count) {
        long[] order = new long[specs.size()]; // heaviest first, then grid order: (MAX - P) << 32 | index
        for (int i = 0; i < order.length; i++) {
            order[i] = ((long) (Integer.MAX_VALUE - specs.get(i).machine().processors()) << 32) | i;
        }
        Arrays.sort(order);
        PriorityQueue<long[]> lightest = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0])
                : Long.compare(a[1], b[1])); // {weight so far, shard}
        for (int s = 0; s < count; s++) {
            lightest.add(new long[] {0, s});
        }
        int[] shardOf = new int[order.length];
        for (long key : order) {
            int point = (int) key;
            long[] shard = lightest.poll();
            shardOf[point] = (int) shard[1];
            shard[0] += specs.get(point).machine().processors();
            lightest.add(shard);
        }
        return shardOf;
    }

    /** {@code I/N}. */
    public String label() {
        return index + "/" + count;
    }
}
