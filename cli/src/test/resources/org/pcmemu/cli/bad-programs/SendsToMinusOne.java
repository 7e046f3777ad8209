// Bad program (LogP): processor 0 sends to processor -1, which does not exist.
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPProgram;

public final class SendsToMinusOne implements LogPProgram {

    @Override
    public void run(LogPProcessor p) {
        if (p.id() == 0) {
            p.send(-1, "lost");
        }
    }
}
