import org.pcmemu.models.Bound;
import org.pcmemu.models.Param;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.BspProcessor;
import org.pcmemu.models.bsp.BspProgram;

/**
 * A total exchange on BSP with a parameter: every processor sends a message of {@code words}
 * words to every other processor in one superstep, and each checks that it got exactly one
 * message of that size from each of the others. Any P >= 1.
 *
 * <p>Cost (Bsp.java, CostConvention; docs/models.md "BSP"): each processor sends and receives
 * (P - 1) words-word messages, so the superstep realizes an h-relation with h = (P - 1) words
 * and no local work; the final superstep only reads, which is free:
 *
 * <pre>
 *   cost = superstepCost(0, (P - 1) words) = max(L, (P - 1) words g)   default convention
 *                                          = (P - 1) words g + L        sum convention
 *        = 0                                                             P = 1
 * </pre>
 *
 * <pre>
 *   ./pcmemu run custom examples/custom/AllToAll.java --model bsp --P 16 --param words=4
 *   ./pcmemu sweep custom examples/custom/AllToAll.java --model bsp --P 16 --param words=1,2,4,8 --out a.csv
 * </pre>
 */
public final class AllToAll implements BspProgram {

    /** Words in each message; the command line sets it with {@code --param words=N}. */
    @Param(value = "words in each message", least = 1)
    long words = 1;

    @Override
    public void run(BspProcessor p) {
        int P = p.processors();
        int x = p.id();
        for (int to = 0; to < P; to++) {
            if (to != x) {
                p.send(to, x, words);
            }
        }
        if (P == 1) {
            return;
        }
        p.sync();
        boolean[] seen = new boolean[P];
        for (var m : p.messages()) {
            int from = (Integer) m.payload();
            if (from != m.from() || seen[from] || m.words() != words) {
                throw new IllegalStateException("processor " + x + " got " + m.words() + " words saying " + from
                        + " from " + m.from() + (seen[from] ? " twice" : ""));
            }
            seen[from] = true;
        }
        if (p.messages().size() != P - 1) {
            throw new IllegalStateException("processor " + x + " got " + p.messages().size() + " messages, not "
                    + (P - 1));
        }
    }

    @Override
    public Bound bound(Bsp machine) {
        long h = Math.multiplyExact(machine.p() - 1L, words);
        return Bound.equals(machine.p() == 1 ? 0 : machine.superstepCost(0, h),
                "one superstep of a (P - 1) words-relation (Bsp.superstepCost)");
    }
}
