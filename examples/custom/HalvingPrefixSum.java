import java.util.HashMap;
import java.util.Map;
import java.util.function.IntToLongFunction;
import org.pcmemu.models.Bound;
import org.pcmemu.models.dbsp.DBsp;
import org.pcmemu.models.dbsp.DBspProcessor;
import org.pcmemu.models.dbsp.DBspProgram;
import org.pcmemu.models.hpram.HPram;
import org.pcmemu.models.hpram.HPramProcessor;
import org.pcmemu.models.hpram.HPramProgram;

/**
 * Prefix sums by recursive halving on the locality models, D-BSP and H-PRAM: processor x holds
 * x + 1 and ends with 1 + 2 + ... + (x + 1), which it checks. Any P >= 1.
 *
 * <pre>
 *   scan(sub-machine of k processors):
 *       k = 1: prefix = total = own value
 *       else:  partition into the halves ceil(k/2) | floor(k/2), scan each;
 *              left i and right i swap their half's totals (i < floor(k/2));
 *              k odd: right 0 also gives its total to left's last, which has no partner;
 *              the right half adds the left total to its prefixes; all add it to their totals
 *
 *   P = 8   [0 1 2 3 4 5 6 7]         swap 0<->4 1<->5 2<->6 3<->7 in a machine of 8
 *           [0 1 2 3] [4 5 6 7]       swap 0<->2 1<->3, 4<->6 5<->7 in machines of 4
 *           [0 1][2 3][4 5][6 7]      swap in machines of 2
 * </pre>
 *
 * The exchange at each level is inside the sub-machine that is merging, so it pays that
 * sub-machine's latency l(k), not the whole machine's: the point of the locality models (Juurlink,
 * Kolman, Meyer auf der Heide, Rieping 2003, §1). Additions are not charged. In both models a
 * partition costs the largest cost of its parts (§2.1, §2.2), so the cost C(k) of a sub-machine
 * of k processors is
 *
 * <pre>
 *   C(k) = max(C(ceil(k/2)), C(floor(k/2))) + level(k)
 *
 *   D-BSP (§2.2: a superstep costs T + max(h g(k), l(k))): one superstep with T = 0 and
 *          h = 1, or h = 2 for odd k (right 0 sends twice); the superstep that reads the
 *          messages does nothing else, and one ended by a merge or a program's end is free:
 *          C(1) = 0,      level(k) = max(h g(k), l(k))
 *   H-PRAM (§2.1: an access costs l(k), EREW, one read and one write a step): one step in which
 *          partners read each other's cell, for odd k one step in which left's last reads right
 *          0's cell (right 0 was read already: EREW), one step in which each writes its new total
 *          to its own cell (a cell may not be read and written by two processors in one step):
 *          C(1) = l(1) (each writes its value),   level(k) = 2 l(k), or 3 l(k) for odd k
 * </pre>
 *
 * For P = 2^n on D-BSP with g(k) = 1 and l(k) = log2 k this is 1 + 2 + ... + n = n(n + 1)/2.
 *
 * <pre>
 *   ./pcmemu run custom examples/custom/HalvingPrefixSum.java --model dbsp --P 1024
 *   ./pcmemu run custom examples/custom/HalvingPrefixSum.java --model hpram --P 1024
 * </pre>
 */
public final class HalvingPrefixSum implements DBspProgram, HPramProgram {

    /* One processor's running prefix sum and the sum over its current sub-machine. */
    private static final class Sums {
        final int id;
        long prefix;
        long total;

        Sums(int id) {
            this.id = id;
            this.prefix = id + 1;
            this.total = id + 1;
        }

        /* Takes the other half's total; the right half adds it to its prefix too. */
        void merge(long other, boolean right) {
            if (right) {
                prefix += other;
            }
            total += other;
        }

        void check() {
            long expected = (long) (id + 1) * (id + 2) / 2;
            if (prefix != expected) {
                throw new IllegalStateException("processor " + id + " has the prefix sum " + prefix + ", not "
                        + expected);
            }
        }
    }

    @Override
    public void run(DBspProcessor p) throws Exception {
        Sums s = new Sums(p.id());
        scan(p, s);
        s.check();
    }

    private static void scan(DBspProcessor q, Sums s) throws Exception {
        int k = q.size();
        if (k == 1) {
            return;
        }
        q.partition(half -> scan(half, s));
        int left = (k + 1) / 2;
        int right = k / 2;
        int i = q.index();
        int first = q.first();
        if (i < left) {
            if (i < right) {
                q.send(first + left + i, s.total);
            }
        } else {
            q.send(first + i - left, s.total);
            if (i == left && left > right) {
                q.send(first + left - 1, s.total);        // to left's last, which has no partner
            }
        }
        q.sync();
        s.merge((Long) q.messages().get(0).payload(), i >= left);
    }

    @Override
    public void run(HPramProcessor p) throws Exception {
        Sums s = new Sums(p.id());
        scan(p, s);
        s.check();
    }

    private static void scan(HPramProcessor q, Sums s) throws Exception {
        int k = q.size();
        int cells = q.cellCount() / k;                     // cells per processor; x owns cell x * cells
        if (k == 1) {
            q.write(s.id * cells, s.total);
            q.step();
            return;
        }
        int left = (k + 1) / 2;
        int right = k / 2;
        q.partition(new int[] {left, right}, half -> scan(half, s));
        int i = q.index();
        int first = q.first();
        long other = 0;
        if (i < right || i >= left) {                     // partners: left i and right i
            int partner = i < left ? first + left + i : first + i - left;
            other = q.read(partner * cells);
        }
        q.step();
        if (left > right) {
            if (i == left - 1) {
                other = q.read((first + left) * cells);
            }
            q.step();
        }
        s.merge(other, i >= left);
        q.write(s.id * cells, s.total);
        q.step();
    }

    @Override
    public Bound bound(DBsp machine) {
        long cost = halving(machine.p(), 0, k -> Math.max((k % 2 == 0 ? 1 : 2) * machine.g(k), machine.l(k)),
                new HashMap<>());
        return Bound.equals(cost, "sum over the halving levels of max(h g(k), l(k)), h = 1 (2 for odd k)"
                + " (Juurlink et al. 2003 §2.2)");
    }

    @Override
    public Bound bound(HPram machine) {
        long cost = halving(machine.p(), machine.l(1), k -> (k % 2 == 0 ? 2 : 3) * machine.l(k), new HashMap<>());
        return Bound.equals(cost, "l(1) + sum over the halving levels of 2 l(k) (3 l(k) for odd k)"
                + " (Juurlink et al. 2003 §2.1)");
    }

    /*
     * C(k) = max(C(ceil(k/2)), C(floor(k/2))) + level(k), C(1) = base. The sizes on one level
     * differ by at most 1, so the memo holds at most two a level.
     */
    private static long halving(int k, long base, IntToLongFunction level, Map<Integer, Long> memo) {
        if (k == 1) {
            return base;
        }
        Long known = memo.get(k);
        if (known != null) {
            return known;
        }
        long cost = Math.max(halving((k + 1) / 2, base, level, memo), halving(k / 2, base, level, memo))
                + level.applyAsLong(k);
        memo.put(k, cost);
        return cost;
    }
}
