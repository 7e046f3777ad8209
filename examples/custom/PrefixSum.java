import org.pcmemu.models.Bound;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.BspProcessor;
import org.pcmemu.models.bsp.BspProgram;

/**
 * Prefix sums on BSP by doubling (a Hillis-Steele scan): processor x holds the value x + 1 and
 * ends with (x + 1) + x + ... + 1 = (x + 1)(x + 2) / 2, which it checks. Any P >= 1.
 *
 * <pre>
 *   superstep i (i = 0 .. K-1, K = ceil(log2 P)):
 *       x adds what x - 2^(i-1) sent in superstep i-1 (1 cycle, if it was sent something)
 *       x sends its partial sum to x + 2^i (if that is < P)
 *   final superstep: x adds what came in superstep K-1 (1 cycle)
 *
 *   P = 5, x:                0   1   2   3   4
 *   values                   1   2   3   4   5
 *   + from x - 1             1   3   5   7   9
 *   + from x - 2             1   3   6  10  14
 *   + from x - 4             1   3   6  10  15
 * </pre>
 *
 * Cost (Bsp.java, CostConvention; docs/models.md "BSP"): a superstep costs
 * {@code superstepCost(w, h)}, w the largest local work and h the largest number of words one
 * processor sent or received. Each processor sends at most one word and receives at most one in
 * a superstep, and some processor does both, so h = 1 in supersteps 0 .. K-1. The addition of what
 * superstep i-1 brought is 1 cycle of work in superstep i: w = 0 in superstep 0, w = 1 after.
 * The final superstep has work (processor P-1 adds) and no sends, so it is priced too:
 *
 * <pre>
 *   cost = superstepCost(0, 1) + (K - 1) superstepCost(1, 1) + superstepCost(1, 0)     (P >= 2)
 *        = max(L, g) + (K - 1)(1 + max(L, g)) + 1 + L           under the default convention
 *        = 0                                                                           (P = 1)
 * </pre>
 *
 * <pre>
 *   ./pcmemu run custom examples/custom/PrefixSum.java --model bsp --P 1000 --g 1 --L 8
 * </pre>
 */
public final class PrefixSum implements BspProgram {

    @Override
    public void run(BspProcessor p) {
        int P = p.processors();
        int x = p.id();
        long sum = x + 1;
        for (int bit = 1; bit < P; bit <<= 1) {
            sum += received(p);
            if (x + bit < P) {
                p.send(x + bit, sum);
            }
            p.sync();
        }
        sum += received(p);
        long expected = (long) (x + 1) * (x + 2) / 2;
        if (sum != expected) {
            throw new IllegalStateException("processor " + x + " has the prefix sum " + sum + ", not " + expected);
        }
    }

    /* The partial sum sent to this processor in the previous superstep, added at 1 cycle; 0 if none. */
    private static long received(BspProcessor p) {
        var in = p.messages();
        if (in.isEmpty()) {
            return 0;
        }
        p.compute(1);
        return (Long) in.get(0).payload();
    }

    @Override
    public Bound bound(Bsp machine) {
        int P = machine.p();
        if (P == 1) {
            return Bound.equals(0, "one processor: nothing to send or add");
        }
        int K = 32 - Integer.numberOfLeadingZeros(P - 1);   // ceil(log2 P)
        long cost = machine.superstepCost(0, 1) + (K - 1) * machine.superstepCost(1, 1) + machine.superstepCost(1, 0);
        return Bound.equals(cost, "ceil(log2 P) supersteps of a 1-relation and a final addition (Bsp.superstepCost)");
    }
}
