import { type AdminMemberProfile, BAN_REASON_MAX_LENGTH } from '@manna/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, DialogActions, PendingDialog } from '@/components/ui/confirm-dialog';
import { DialogContent, DialogHeading } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useBanMember } from '../api/ban-member';
import { useDeleteMember } from '../api/delete-member';
import { useRevokeMemberSessions } from '../api/revoke-member-sessions';
import { useSetMemberRole } from '../api/set-member-role';
import { useUnbanMember } from '../api/unban-member';
import {
  ACTION_FAILED,
  BAN_BUTTON,
  BAN_EXPLAIN,
  BAN_QUESTION,
  BAN_REASON_LABEL,
  BANNED_TOAST,
  DELETE_BUTTON,
  DELETE_EXPLAIN,
  DELETE_QUESTION,
  DELETED_TOAST,
  REVOKE_BUTTON,
  REVOKE_EXPLAIN,
  REVOKE_QUESTION,
  REVOKED_TOAST,
  ROLE_CHANGE,
  UNBAN_BUTTON,
  UNBAN_EXPLAIN,
  UNBAN_QUESTION,
  UNBANNED_TOAST,
} from '../utils/member-messages';

type Asked = 'role' | 'ban' | 'unban' | 'revoke' | 'delete';

interface MemberActionsProps {
  member: AdminMemberProfile;
  /** The admin looking is this member: no ban, delete or demotion of oneself. */
  isSelf: boolean;
}

/**
 * The member's actions, each asked about first (docs/product/admin.md#members). The server
 * has the last word (the last admin, oneself): a refusal shows in the dialog as it says it.
 */
export function MemberActions({ member, isSelf }: MemberActionsProps) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const close = () => setAsked(null);
  const nextRole = member.role === 'admin' ? 'user' : 'admin';
  const roleWords = ROLE_CHANGE[nextRole];
  return (
    <div className="flex flex-wrap gap-2">
      {isSelf && nextRole === 'user' ? null : (
        <Button variant="outline" onClick={() => setAsked('role')}>
          {roleWords.button}
        </Button>
      )}
      {member.banned ? (
        <Button variant="outline" onClick={() => setAsked('unban')}>
          {UNBAN_BUTTON}
        </Button>
      ) : isSelf ? null : (
        <Button variant="outline" onClick={() => setAsked('ban')}>
          {BAN_BUTTON}
        </Button>
      )}
      <Button variant="outline" onClick={() => setAsked('revoke')}>
        {REVOKE_BUTTON}
      </Button>
      {isSelf ? null : (
        <Button variant="destructive" onClick={() => setAsked('delete')}>
          {DELETE_BUTTON}
        </Button>
      )}

      <RoleDialog member={member} open={asked === 'role'} onClose={close} />
      <BanDialog member={member} open={asked === 'ban'} onClose={close} />
      <UnbanDialog member={member} open={asked === 'unban'} onClose={close} />
      <RevokeDialog member={member} open={asked === 'revoke'} onClose={close} />
      <DeleteDialog member={member} open={asked === 'delete'} onClose={close} />
    </div>
  );
}

interface DialogProps {
  member: AdminMemberProfile;
  open: boolean;
  onClose: () => void;
}

/** A mutation's dialog closes (forgetting a refusal) only when asked to. */
function closer(mutation: { reset: () => void }, onClose: () => void) {
  return (next: boolean) => {
    if (next) return;
    mutation.reset();
    onClose();
  };
}

function RoleDialog({ member, open, onClose }: DialogProps) {
  const setRole = useSetMemberRole();
  const role = member.role === 'admin' ? 'user' : 'admin';
  const words = ROLE_CHANGE[role];
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={closer(setRole, onClose)}
      role="dialog"
      title={words.question}
      description={`${member.name}. ${words.explain}`}
      confirmLabel={words.button}
      pendingLabel={words.pending}
      pending={setRole.isPending}
      error={setRole.error}
      errorTitle={ACTION_FAILED}
      onConfirm={() =>
        setRole.mutate(
          { id: member.id, role },
          {
            onSuccess: () => {
              toast({ type: 'success', title: words.toast });
              onClose();
            },
          },
        )
      }
    />
  );
}

function BanDialog({ member, open, onClose }: DialogProps) {
  const ban = useBanMember();
  const [reason, setReason] = useState('');
  return (
    <PendingDialog open={open} pending={ban.isPending} onOpenChange={closer(ban, onClose)}>
      <DialogContent closeLabel="Close" role="alertdialog">
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (ban.isPending) return;
            ban.mutate(
              { id: member.id, input: { reason } },
              {
                onSuccess: () => {
                  toast({ type: 'success', title: BANNED_TOAST });
                  setReason('');
                  onClose();
                },
              },
            );
          }}
        >
          <DialogHeading title={BAN_QUESTION} description={`${member.name}. ${BAN_EXPLAIN}`} />
          {ban.error ? <Alert title={ACTION_FAILED}>{getErrorMessage(ban.error)}</Alert> : null}
          <Field label={BAN_REASON_LABEL}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={BAN_REASON_MAX_LENGTH}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <DialogActions
            pending={ban.isPending}
            actionLabel={BAN_BUTTON}
            pendingLabel="Banning..."
            variant="destructive"
          />
        </form>
      </DialogContent>
    </PendingDialog>
  );
}

function UnbanDialog({ member, open, onClose }: DialogProps) {
  const unban = useUnbanMember();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={closer(unban, onClose)}
      role="dialog"
      title={UNBAN_QUESTION}
      description={`${member.name}. ${UNBAN_EXPLAIN}`}
      confirmLabel={UNBAN_BUTTON}
      pendingLabel="Saving..."
      pending={unban.isPending}
      error={unban.error}
      errorTitle={ACTION_FAILED}
      onConfirm={() =>
        unban.mutate(
          { id: member.id },
          {
            onSuccess: () => {
              toast({ type: 'success', title: UNBANNED_TOAST });
              onClose();
            },
          },
        )
      }
    />
  );
}

function RevokeDialog({ member, open, onClose }: DialogProps) {
  const revoke = useRevokeMemberSessions();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={closer(revoke, onClose)}
      title={REVOKE_QUESTION}
      description={`${member.name}. ${REVOKE_EXPLAIN}`}
      confirmLabel={REVOKE_BUTTON}
      pendingLabel="Signing out..."
      pending={revoke.isPending}
      error={revoke.error}
      errorTitle={ACTION_FAILED}
      onConfirm={() =>
        revoke.mutate(
          { id: member.id },
          {
            onSuccess: ({ revoked }) => {
              toast({
                type: 'success',
                title: REVOKED_TOAST,
                message: revoked === 1 ? '1 session ended.' : `${revoked} sessions ended.`,
              });
              onClose();
            },
          },
        )
      }
    />
  );
}

function DeleteDialog({ member, open, onClose }: DialogProps) {
  const remove = useDeleteMember();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={closer(remove, onClose)}
      title={DELETE_QUESTION}
      description={`${member.name} (${member.contact.value}). ${DELETE_EXPLAIN}`}
      confirmLabel={DELETE_BUTTON}
      pending={remove.isPending}
      error={remove.error}
      errorTitle={ACTION_FAILED}
      onConfirm={() =>
        remove.mutate(
          { id: member.id },
          {
            onSuccess: () => {
              toast({ type: 'success', title: DELETED_TOAST, message: member.name });
              void navigate(paths.app.adminMembers.getHref(), { replace: true });
            },
          },
        )
      }
    />
  );
}
