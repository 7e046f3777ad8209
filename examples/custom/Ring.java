import java.util.function.IntPredicate;
import org.pcmemu.models.Bound;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPProgram;

/**
 * A token travels once around a ring of P LogP processors: processor 0 sends it to 1, every other
 * processor receives it and passes it on, and 0 receives it back, counting P - 1 hops.
 *
 * <pre>
 *   0 --L+2o--> 1 --L+2o--> 2  ...  P-1 --L+2o--> 0        cost P (L + 2o)   (P >= 2; 0 for P = 1)
 * </pre>
 *
 * Cost (LogP paper, Culler et al. 1993, §3; docs/models.md "LogP"): a datum sent at clock c is
 * usable at c + L + 2o (o to send, L in the network, o to receive), and each processor sends as
 * soon as its reception ends, so the P hops follow one another without a gap. Each processor
 * sends and receives one message, so g and the capacity ceil(L/g) never delay anything. On the
 * postal model (o = 0, L = lambda) the same program costs P lambda.
 *
 * <pre>
 *   ./pcmemu run custom examples/custom/Ring.java --model logp --P 64 --L 6 --o 2 --g 4
 * </pre>
 */
public final class Ring implements LogPProgram {

    @Override
    public void run(LogPProcessor p) {
        int n = p.processors();
        if (n == 1) {
            return;
        }
        int next = (p.id() + 1) % n;
        if (p.id() == 0) {
            p.send(next, 0);
            int hops = (Integer) p.receive().payload();
            if (hops != n - 1) {
                throw new IllegalStateException("the token made " + hops + " hops, not " + (n - 1));
            }
        } else {
            int hops = (Integer) p.receive().payload();
            p.send(next, hops + 1);
        }
    }

    /** Every processor but 0 begins by receiving: each is started only when the token comes. */
    @Override
    public IntPredicate receivesFirst() {
        return id -> id != 0;
    }

    @Override
    public Bound bound(LogP m) {
        long hops = m.P() == 1 ? 0 : m.P();
        return Bound.equals(hops * (m.L() + 2 * m.o()), "P hops of L + 2o each (LogP paper §3)");
    }
}
